import JSON
import Platform
import PropertyList
import SettingsCompiler

/// `textDocument/definition`: a child pane's `File` → the page it opens; a translated text → its entry
/// in each language's table.
extension Server {
    func definition(_ params: JSONValue?, in document: JSONDocument) -> Result<Reply, ResponseError> {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params),
              let position = LSPPosition(document.value(at: ["position"], in: params), in: document) else {
            return .failure(.invalidParams("definition needs textDocument.uri and position"))
        }
        guard let text = documents.document(uri) else { return .success { $0.null() } }
        let context = CursorContext(PlistOutline(text.text), offset: text.offset(of: position, encoding: encoding))
        let locations = targets(of: context, in: text)
        return .success { writer in
            writer.array { writer in
                for location in locations {
                    writer.object { writer in
                        writer.member("uri", location.uri)
                        writer.key("range")
                        location.range.write(to: &writer)
                    }
                }
            }
        }
    }

    private func targets(of context: CursorContext, in document: TextDocument) -> [(uri: String, range: LSPRange)] {
        guard case .string(let key?, .specifier, _) = context.place, let text = context.text,
              let folder = bundleFolder(of: document) else { return [] }
        if key == "File" {
            // A page the bundle reader lists, as `validate` finds a child pane's: a path that leads
            // out of the bundle is none (whether a file exists there is not the client's to learn).
            guard bundleFiles(near: document)?.contains(text + ".plist") == true else { return [] }
            return [(documents.uri(ofPath: System.join(folder, text + ".plist")), .documentStart)]
        }
        guard SpecifierMeaning.isLocalized(key), let path = document.path,
              let result = units.result(of: path), case .bundle(let bundle)? = result.definition,
              let root = context.outline.rootDictionary,
              let table = context.outline.string(of: "StringsTable", in: root) else { return [] }
        var found: [(uri: String, range: LSPRange)] = []
        for language in bundle.localizations.languages {
            guard let entry = bundle.localizations.table(table, in: language)?.entry(for: text) else { continue }
            let tablePath = System.join(folder, "\(language).lproj/\(table).strings")
            // The table's text as it was read (decoded from its encoding): the positions are in it.
            let file = result.reports.first { $0.file.path == tablePath }?.file
            let range = mapper(for: file ?? SourceFile(bytes: [], displayName: tablePath)).range(at: entry.keyLocation)
            found.append((documents.uri(ofPath: tablePath), range))
        }
        return found
    }
}
