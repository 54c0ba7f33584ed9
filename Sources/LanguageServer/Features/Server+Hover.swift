import JSON
import PropertyList
import SettingsCompiler

/// `textDocument/hover`: what a key or `Type` means, the values an enumerated key takes, and a text's
/// translation in every language of the bundle.
extension Server {
    func hover(_ params: JSONValue?, in document: JSONDocument) -> Result<Reply, ResponseError> {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params),
              let position = LSPPosition(document.value(at: ["position"], in: params), in: document) else {
            return .failure(.invalidParams("hover needs textDocument.uri and position"))
        }
        guard let text = documents.document(uri) else { return .success { $0.null() } }
        let context = CursorContext(PlistOutline(text.text), offset: text.offset(of: position, encoding: encoding))
        guard let markdown = hoverText(context, in: text), let content = context.contentRange else {
            return .success { $0.null() }
        }
        let range = LSPRange(start: text.position(of: content.lowerBound, encoding: encoding),
                             end: text.position(of: content.upperBound, encoding: encoding))
        return .success { writer in
            writer.object { writer in
                writer.member("contents") { writer in
                    writer.object { writer in
                        writer.member("kind", "markdown")
                        writer.member("value", markdown)
                    }
                }
                writer.key("range")
                range.write(to: &writer)
            }
        }
    }

    private func hoverText(_ context: CursorContext, in document: TextDocument) -> String? {
        guard let text = context.text else { return nil }
        switch context.place {
        case .key(.page):
            return SpecifierMeaning.pageKeys.first { $0.key == text }.map { "**\(text)** (page): \($0.meaning)" }
        case .key(.specifier):
            guard let meaning = SpecifierMeaning.of(key: text) else { return nil }
            let shape = context.specifierType.flatMap { type in
                SpecifierMeaning.shape(of: text, in: type).map { " — \($0) in a \(type.rawValue)" }
            } ?? ""
            return "**\(text)**\(shape)\n\n\(meaning)"
        case .string(let key?, .specifier, let inArray):
            if key == "Type", let type = SpecifierType(rawValue: text) {
                return "**\(type.rawValue)**\n\n\(SpecifierMeaning.of(type))"
            }
            if SpecifierMeaning.isLocalized(key) {
                return translations(of: text, in: document, context: context)
            }
            let values = SpecifierMeaning.enumeratedValues(of: key)
            guard !values.isEmpty, key != "SupportedUserInterfaceIdioms" || inArray else { return nil }
            return "**\(key)** is one of: " + values.map { "`\($0)`" }.joined(separator: ", ")
        default:
            return nil
        }
    }

    /// A text and its translation in each language of the bundle, from the page's `StringsTable`.
    private func translations(of text: String, in document: TextDocument, context: CursorContext) -> String? {
        guard let root = context.outline.rootDictionary else { return nil }
        guard let table = context.outline.string(of: "StringsTable", in: root) else {
            return "**\(Self.markdown(text))**\n\nNot translated: the page has no StringsTable."
        }
        guard let path = document.path, case .bundle(let bundle)? = units.result(of: path)?.definition else { return nil }
        let languages = bundle.localizations.languages
        guard !languages.isEmpty else {
            return "**\(Self.markdown(text))**\n\nThe bundle has no language folders (<language>.lproj)."
        }
        var lines = ["**\(Self.markdown(text))** — \(table).strings", "", "| language | shown |", "|---|---|"]
        for language in languages {
            let shown = bundle.localizations.table(table, in: language)?[text].map(Self.markdown)
                ?? "*missing: shows the text itself*"
            lines.append("| \(language) | \(shown) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with Markdown's own characters escaped, on one line.
    static func markdown(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "*", "_", "`", "|", "[", "]", "<", ">", "#": result += "\\\(character)"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
