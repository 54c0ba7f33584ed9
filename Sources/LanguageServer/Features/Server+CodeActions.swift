import JSON

/// `textDocument/codeAction`: each fix-it of a diagnostic in the range as a quick fix, and every
/// fix-it of the document at once as `source.fixAll.settingsc`.
extension Server {
    func codeActions(_ params: JSONValue?, in document: JSONDocument) -> Result<Reply, ResponseError> {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params),
              let range = LSPRange(document.value(at: ["range"], in: params), in: document) else {
            return .failure(.invalidParams("a code action needs textDocument.uri and range"))
        }
        let only = document.strings(at: ["context", "only"], in: params)
        func wanted(_ kind: String) -> Bool {
            only.isEmpty || only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
        }
        let key = DocumentStore.key(of: uri)
        let fixable = units.published(key, of: key).filter { $0.fix != nil }
        let quickFixes = wanted("quickfix") ? fixable.filter { $0.range.touches(range) } : []
        let all = wanted(Self.fixAllKind) ? Self.compatible(fixable.compactMap(\.fix)) : []
        return .success { writer in
            writer.array { writer in
                for diagnostic in quickFixes {
                    Self.writeAction(title: diagnostic.fixTitle ?? "Fix", kind: "quickfix", uri: uri, edits: [diagnostic.fix!],
                                     diagnostic: diagnostic, to: &writer)
                }
                if !all.isEmpty {
                    let title = all.count == 1 ? "Apply the fix-it of settingsc" : "Apply all \(all.count) fix-its of settingsc"
                    Self.writeAction(title: title, kind: Self.fixAllKind, uri: uri, edits: all, diagnostic: nil, to: &writer)
                }
            }
        }
    }

    /// The edits that can be made together: the same edit once, and none of those whose ranges overlap
    /// (which of them is right is not certain), as `settingsc fix` decides.
    static func compatible(_ edits: [TextEdit]) -> [TextEdit] {
        var unique: [TextEdit] = []
        for edit in edits where !unique.contains(edit) { unique.append(edit) }
        unique.sort { $0.range.start < $1.range.start }
        var kept: [TextEdit] = []
        var index = 0
        while index < unique.count {
            var end = unique[index].range.end
            var next = index + 1
            while next < unique.count, unique[next].range.start < end {
                end = max(end, unique[next].range.end)
                next += 1
            }
            if next - index == 1 { kept.append(unique[index]) }
            index = next
        }
        return kept
    }

    private static func writeAction(title: String, kind: String, uri: String, edits: [TextEdit],
                                    diagnostic: PublishedDiagnostic?, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("title", title)
            writer.member("kind", kind)
            if let diagnostic {
                writer.member("diagnostics") { writer in writer.array { diagnostic.write(to: &$0) } }
                writer.member("isPreferred", true)
            }
            writer.member("edit") { writer in
                writer.object { writer in
                    writer.member("changes") { writer in
                        writer.object { writer in
                            writer.member(uri) { writer in
                                writer.array { writer in
                                    for edit in edits { edit.write(to: &writer) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
