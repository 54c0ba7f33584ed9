import JSON
import Platform
import PropertyList
import SettingsCompiler

/// `textDocument/completion`: in a page, `Type` values, the keys an item's `Type` takes, enumerated
/// values, child-pane `File` names and `StringsTable` names; in `.settingsc.json`, its keys and rule ids.
extension Server {
    /// One completion: what is inserted, its kind (LSP `CompletionItemKind`) and what it means.
    struct Completion {
        var label: String
        var kind: Int
        var detail: String?
        var documentation: String?

        static let property = 10, value = 12, enumMember = 20, file = 17
    }

    func completion(_ params: JSONValue?, in document: JSONDocument) -> Result<Reply, ResponseError> {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params),
              let position = LSPPosition(document.value(at: ["position"], in: params), in: document) else {
            return .failure(.invalidParams("completion needs textDocument.uri and position"))
        }
        guard let text = documents.document(uri) else { return .success { $0.array { _ in } } }
        let offset = text.offset(of: position, encoding: encoding)
        let (items, prefixStart): ([Completion], Int)
        if let path = text.path, Self.isConfiguration(path) {
            (items, prefixStart) = ConfigurationCompletion.items(in: text.text, at: offset)
        } else {
            (items, prefixStart) = pageCompletions(in: text, at: offset)
        }
        let range = LSPRange(start: text.position(of: prefixStart, encoding: encoding), end: position)
        return .success { writer in
            writer.object { writer in
                writer.member("isIncomplete", false)
                writer.member("items") { writer in
                    writer.array { writer in
                        for item in items {
                            writer.object { writer in
                                writer.member("label", item.label)
                                writer.member("kind", item.kind)
                                if let detail = item.detail { writer.member("detail", detail) }
                                if let documentation = item.documentation { writer.member("documentation", documentation) }
                                writer.member("textEdit") { writer in
                                    TextEdit(range: range, newText: item.label).write(to: &writer)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Completions in a bundle page (nothing elsewhere), and where the text they replace starts.
    private func pageCompletions(in document: TextDocument, at offset: Int) -> ([Completion], Int) {
        let context = CursorContext(PlistOutline(document.text), offset: offset)
        guard let content = context.contentRange, content.lowerBound <= offset else { return ([], offset) }
        let start = content.lowerBound
        // The keys written in the dictionary, but for the one being typed.
        var present = Set(context.dictionary.map { context.outline.keys(in: $0) } ?? [])
        if case .key = context.place, let typed = context.text { present.remove(typed) }
        switch context.place {
        case .key(.page):
            return (SpecifierMeaning.pageKeys.filter { !present.contains($0.key) }.map {
                Completion(label: $0.key, kind: Completion.property, detail: "page", documentation: $0.meaning)
            }, start)
        case .key(.specifier):
            let types = context.specifierType.map { [$0] } ?? SpecifierType.allCases
            var seen: Set<String> = []
            var items: [Completion] = []
            for type in types {
                for key in SpecifierSchema.allKeys(of: type) where !present.contains(key.name) && seen.insert(key.name).inserted {
                    items.append(Completion(label: key.name, kind: Completion.property,
                                            detail: SpecifierMeaning.shape(of: key.name, in: type),
                                            documentation: SpecifierMeaning.of(key: key.name)))
                }
            }
            return (items, start)
        case .string(let key?, .page, false) where key == "StringsTable":
            return (tableNames(near: document).map { Completion(label: $0, kind: Completion.file, detail: "strings table") }, start)
        case .string(let key?, .specifier, let inArray):
            return (valueCompletions(for: key, inArray: inArray, context: context, document: document), start)
        default:
            return ([], offset)
        }
    }

    private func valueCompletions(for key: String, inArray: Bool, context: CursorContext,
                                  document: TextDocument) -> [Completion] {
        switch key {
        case "Type" where !inArray:
            return SpecifierType.allCases.map {
                Completion(label: $0.rawValue, kind: Completion.enumMember, detail: $0.name,
                           documentation: SpecifierMeaning.of($0))
            } + SpecifierType.inAppSettingsKitTypes.map {
                Completion(label: $0, kind: Completion.enumMember, detail: "InAppSettingsKit only",
                           documentation: "Shown by InAppSettingsKit's in-app screens; the Settings app leaves it out.")
            }
        case "File" where !inArray:
            let own = document.path.map { System.baseName(of: $0) }
            return pageNames(near: document).filter { $0 + ".plist" != own }.map {
                Completion(label: $0, kind: Completion.file, detail: "page", documentation: nil)
            }
        case "DefaultValue" where !inArray:
            guard let dict = context.dictionary, let values = context.outline.value(of: "Values", in: dict) else { return [] }
            return context.outline.elements[values].children.filter { context.outline.elements[$0].name == "string" }
                .map { Completion(label: context.outline.content(of: $0), kind: Completion.value, detail: "one of Values") }
        default:
            guard key == "SupportedUserInterfaceIdioms" ? inArray : !inArray else { return [] }
            return SpecifierMeaning.enumeratedValues(of: key).map {
                Completion(label: $0, kind: Completion.enumMember, detail: key, documentation: nil)
            }
        }
    }

    /// The folder of the bundle a document is in (its own folder when it is in none).
    func bundleFolder(of document: TextDocument) -> String? {
        guard let path = document.path else { return nil }
        if case .bundle(let folder)? = units.unit(of: path) { return folder }
        return System.parentDirectory(of: path)
    }

    /// The files of the document's bundle as the bundle reader lists them (unsaved ones too): only
    /// files inside it, never through a link that leads out. A page in no bundle has its folder's,
    /// listed as shallow as `validate` lists it.
    func bundleFiles(near document: TextDocument) -> BundleFiles? {
        guard let folder = bundleFolder(of: document), let path = document.path else { return nil }
        let isBundle = if case .bundle? = units.unit(of: path) { true } else { false }
        return BundleFiles(directory: folder, isBundle: isBundle, overlay: documents.overlay)
    }

    /// Every page a child pane of the document's bundle could open.
    private func pageNames(near document: TextDocument) -> [String] {
        bundleFiles(near: document)?.pageNames ?? []
    }

    /// Every table name of the document's bundle (`Root` for `en.lproj/Root.strings`).
    private func tableNames(near document: TextDocument) -> [String] {
        guard let files = bundleFiles(near: document) else { return [] }
        return Set(files.languageFolders.flatMap { files.tables(in: $0) }).sorted()
    }
}
