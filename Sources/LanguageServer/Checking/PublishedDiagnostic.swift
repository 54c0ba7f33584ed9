import Diagnostics
import JSON
import PropertyList

/// A replacement of a range of a document's text.
struct TextEdit: Equatable, Sendable {
    var range: LSPRange
    var newText: String

    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("range")
            range.write(to: &writer)
            writer.member("newText", newText)
        }
    }
}

/// A diagnostic as the client was told of it: settingsc's finding, its range in the client's
/// encoding, and its fix-it as an edit (what a quick fix applies).
struct PublishedDiagnostic: Equatable, Sendable {
    /// A note, placed: the file (URI) it is in, where, and what it says.
    struct Note: Equatable, Sendable {
        var uri: String
        var range: LSPRange
        var message: String
    }

    let diagnostic: Diagnostic
    let range: LSPRange
    let fix: TextEdit?
    let related: [Note]

    /// LSP's `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    var severity: Int {
        switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// The quick fix's title: what it replaces with what.
    var fixTitle: String? {
        diagnostic.fix.map { "Fix: \($0.summary)" }
    }

    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("range")
            range.write(to: &writer)
            writer.member("severity", severity)
            writer.member("code", diagnostic.rule.id)
            writer.member("source", "settingsc")
            writer.member("message", diagnostic.message)
            guard !related.isEmpty else { return }
            writer.member("relatedInformation") { writer in
                writer.array { writer in
                    for note in related {
                        writer.object { writer in
                            writer.member("location") { writer in
                                writer.object { writer in
                                    writer.member("uri", note.uri)
                                    writer.key("range")
                                    note.range.write(to: &writer)
                                }
                            }
                            writer.member("message", note.message)
                        }
                    }
                }
            }
        }
    }
}
