import Diagnostics
import JSON
import PropertyList
import SettingsCompiler

/// Checking the units whose files changed, and telling the client: `textDocument/publishDiagnostics`
/// for every file of a unit whose findings changed, and always for its open documents (with their
/// version, so a client knows the answer to its latest change has come).
extension Server {
    /// The most diagnostics sent for one file (a file of 100,000 broken lines needs no more to be fixed).
    static let maxDiagnosticsPerFile = 2_000

    /// Checks every unit that changed since it was last checked.
    func flush() {
        for unit in units.staleUnits { check(unit) }
    }

    private func check(_ unit: EditorUnit) {
        let result: EditorCheck.Result
        if case .file(let key) = unit, let document = documents.document(key), document.path == nil {
            result = EditorCheck.run(text: document.text, name: key)
        } else {
            result = EditorCheck.run(unit, overlay: documents.overlay)
        }
        let previous = units[unit]?.published ?? [:]
        var published: [String: [PublishedDiagnostic]] = [:]
        // A file open in a unit of its own (the configuration a bundle is checked under) is that
        // unit's to publish, from the client's text.
        let ownedElsewhere = { (path: String) in self.units.unit(of: path).map { $0 != unit } ?? false }
        for report in result.reports {
            let path = report.file.path
            if ownedElsewhere(path) { continue }
            published[path, default: []] += report.diagnostics.prefix(Self.maxDiagnosticsPerFile).map {
                placed($0, in: report.file)
            }
        }
        for key in units[unit]?.documents ?? [] where published[key] == nil { published[key] = [] }
        for path in previous.keys where published[path] == nil && !ownedElsewhere(path) { published[path] = [] }
        for (path, diagnostics) in published.sorted(by: { $0.key < $1.key }) {
            let open = documents.document(atPath: path) ?? documents.document(path)
            guard open != nil || diagnostics != previous[path] ?? [] else { continue }
            publish(diagnostics, uri: open?.uri ?? documents.uri(ofPath: path), version: open?.version)
        }
        units.record(result, published: published.filter { !$0.value.isEmpty || documents.document(atPath: $0.key) != nil },
                     for: unit)
    }

    /// A diagnostic placed in the client's document: its range, its fix-it's edit, its notes.
    private func placed(_ diagnostic: Diagnostic, in file: SourceFile) -> PublishedDiagnostic {
        let mapper = mapper(for: file)
        var fix: TextEdit?
        if let span = diagnostic.fix?.span {
            fix = TextEdit(range: LSPRange(start: mapper.position(span.start), end: mapper.position(span.end)),
                           newText: span.replacementText)
        }
        let related = diagnostic.notes.map { note in
            let noteFile = note.file ?? file
            return PublishedDiagnostic.Note(uri: documents.uri(ofPath: noteFile.path),
                                            range: self.mapper(for: noteFile).range(at: note.location), message: note.message)
        }
        return PublishedDiagnostic(diagnostic: diagnostic, range: mapper.range(at: diagnostic.location), fix: fix,
                                   related: related)
    }

    /// Positions in `file`, read from the client's document when it has the file open.
    func mapper(for file: any DiagnosticSource) -> LocationMapper {
        LocationMapper(file: file, document: documents.document(atPath: file.path) ?? documents.document(file.path),
                       encoding: encoding)
    }

    func publish(_ diagnostics: [PublishedDiagnostic], uri: String, version: Int?) {
        send(OutgoingMessage.notification("textDocument/publishDiagnostics") { writer in
            writer.object { writer in
                writer.member("uri", uri)
                if let version { writer.member("version", version) }
                writer.member("diagnostics") { writer in
                    writer.array { writer in
                        for diagnostic in diagnostics { diagnostic.write(to: &writer) }
                    }
                }
            }
        })
    }
}
