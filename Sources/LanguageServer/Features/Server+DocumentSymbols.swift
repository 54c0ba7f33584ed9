import JSON
import SettingsCompiler

/// `textDocument/documentSymbol`: a page's groups, each with the items under it (items before the
/// first group at the top), named by their titles, found in the text as it is.
extension Server {
    /// One symbol: a group or an item, and the items of a group.
    struct Symbol {
        var name: String
        var detail: String
        /// LSP's `SymbolKind`.
        var kind: Int
        var range: Range<Int>
        var selection: Range<Int>
        var children: [Symbol] = []
    }

    func documentSymbols(_ params: JSONValue?, in document: JSONDocument) -> Result<Reply, ResponseError> {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params) else {
            return .failure(.invalidParams("documentSymbol needs textDocument.uri"))
        }
        guard let text = documents.document(uri) else { return .success { $0.array { _ in } } }
        let symbols = Self.symbols(of: PlistOutline(text.text))
        let encoding = self.encoding
        func write(_ symbol: Symbol, to writer: inout JSONWriter) {
            writer.object { writer in
                writer.member("name", symbol.name.isEmpty ? " " : symbol.name)
                writer.member("detail", symbol.detail)
                writer.member("kind", symbol.kind)
                writer.key("range")
                LSPRange(start: text.position(of: symbol.range.lowerBound, encoding: encoding),
                         end: text.position(of: symbol.range.upperBound, encoding: encoding)).write(to: &writer)
                writer.key("selectionRange")
                LSPRange(start: text.position(of: symbol.selection.lowerBound, encoding: encoding),
                         end: text.position(of: symbol.selection.upperBound, encoding: encoding)).write(to: &writer)
                if !symbol.children.isEmpty {
                    writer.member("children") { writer in
                        writer.array { writer in
                            for child in symbol.children { write(child, to: &writer) }
                        }
                    }
                }
            }
        }
        return .success { writer in
            writer.array { writer in
                for symbol in symbols { write(symbol, to: &writer) }
            }
        }
    }

    /// The page's groups and items.
    static func symbols(of outline: PlistOutline) -> [Symbol] {
        var top: [Symbol] = []
        for dict in outline.specifiers {
            let element = outline.elements[dict]
            let typeName = outline.string(of: "Type", in: dict)
            let type = typeName.flatMap(SpecifierType.init(rawValue:))
            let title = outline.string(of: "Title", in: dict)
            let key = outline.string(of: "Key", in: dict)
            let titleElement = outline.value(of: "Title", in: dict) ?? outline.value(of: "Key", in: dict)
            let selection = titleElement.map { outline.elements[$0].contentStart..<outline.elements[$0].contentEnd }
                ?? element.start..<element.contentStart
            let symbol = Symbol(name: title ?? key ?? type?.name ?? typeName ?? "item",
                                detail: (type?.name ?? typeName ?? "no Type") + (key.map { " · \($0)" } ?? ""),
                                kind: kind(of: type), range: element.start..<element.end, selection: selection)
            if type == .group || type == .radioGroup || top.isEmpty || top.last?.kind != kind(of: .group) {
                top.append(symbol)
            } else {
                top[top.count - 1].children.append(symbol)
                top[top.count - 1].range = top[top.count - 1].range.lowerBound..<element.end
            }
        }
        return top
    }

    /// LSP `SymbolKind` of an item: a group is a namespace, a switch a boolean, a slider a number…
    static func kind(of type: SpecifierType?) -> Int {
        switch type {
        case .group?, .radioGroup?: 3
        case .toggleSwitch?: 17
        case .slider?: 16
        case .textField?: 15
        case .multiValue?: 10
        case .titleValue?: 14
        case .childPane?: 1
        case nil: 19
        }
    }
}
