import JSON
import Platform
import SettingsCompiler

/// Text synchronisation: documents opened, changed, saved and closed, and files changed on disk.
extension Server {
    /// The files the server checks: pages and definitions, tables, catalogs and configurations.
    static func handles(uri: String, languageID: String?) -> Bool {
        guard let path = FileURI.path(of: uri) else {
            return ["plist", "xml", "strings"].contains(languageID ?? "")
        }
        let name = System.baseName(of: path)
        return name == ".settingsc.json" || [".plist", ".strings", ".xcstrings"].contains { name.hasSuffix($0) }
    }

    func didOpen(_ params: JSONValue?, in document: JSONDocument) {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params),
              let textValue = document.value(at: ["textDocument", "text"], in: params),
              let text = document.utf8(textValue),
              Self.handles(uri: uri, languageID: document.string(at: ["textDocument", "languageId"], in: params))
        else { return }
        let version = document.int(at: ["textDocument", "version"], in: params) ?? 0
        if let refusal = documents.open(uri: uri, version: version, text: Array(text)) {
            return logMessage("settingsc lsp: \(uri) is too large to check as it is edited (\(refusal)); it is checked as saved")
        }
        attach(DocumentStore.key(of: uri))
    }

    func didChange(_ params: JSONValue?, in document: JSONDocument) {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params),
              let current = documents.document(uri) else { return }
        let version = document.int(at: ["textDocument", "version"], in: params) ?? current.version + 1
        var changes: [TextDocument.Change] = []
        let items = document.value(at: ["contentChanges"], in: params).map { Array(document.items(of: $0)) } ?? []
        for (index, change) in items.enumerated() {
            guard let replacement = document.value(at: ["text"], in: change).flatMap({ document.utf8($0) }) else { continue }
            guard let rangeValue = document.value(at: ["range"], in: change) else {
                changes.append(.init(range: nil, text: replacement))
                continue
            }
            // A range that is no range (a negative, fractional or too large number, no end) is no
            // reason to take the text as the whole document: the change is left out.
            guard let range = LSPRange(rangeValue, in: document) else {
                logMessage("settingsc lsp: change \(index + 1) to \(uri) has an invalid range; it was ignored")
                continue
            }
            changes.append(.init(range: range, text: replacement))
        }
        let encoding = self.encoding
        let refusal = documents.change(uri, version: version) { text in
            text.apply(changes, encoding: encoding)
        }
        let key = DocumentStore.key(of: uri)
        if let refusal {
            logMessage("settingsc lsp: \(uri) grew too large to check as it is edited (\(refusal)); it is checked as saved")
            return detach(key)
        }
        if let unit = units.unit(of: key) { units.markStale(unit) }
        if FileURI.path(of: uri).map(Self.isConfiguration) == true { units.markAllStale() }
    }

    func didClose(_ params: JSONValue?, in document: JSONDocument) {
        guard let uri = document.string(at: ["textDocument", "uri"], in: params) else { return }
        documents.close(uri)
        detach(DocumentStore.key(of: uri))
        if FileURI.path(of: uri).map(Self.isConfiguration) == true { units.markAllStale() }
    }

    /// A saved file may make a folder a bundle (a new `Root.plist`), or change every unit (a configuration).
    func didSave() {
        filesChanged()
    }

    /// Files changed on disk (or a configuration): every open document's unit is found again and checked.
    func filesChanged() {
        for key in units.documentKeys { attach(key) }
        units.markAllStale()
    }

    static func isConfiguration(_ path: String) -> Bool { System.baseName(of: path) == ".settingsc.json" }

    /// Puts an open document in its unit (found again).
    private func attach(_ key: String) {
        let unit: EditorUnit
        if let path = documents.document(atPath: key)?.path {
            unit = EditorUnit.containing(path, overlay: documents.overlay, workspaceFolders: workspaceFolders)
        } else {
            unit = .file(key)
        }
        if let (_, left) = units.attach(key, to: unit) { clear(left) }
    }

    private func detach(_ key: String) {
        if let (_, left) = units.detach(key) { clear(left) }
    }

    /// Tells the client a forgotten unit's files have no diagnostics any more.
    private func clear(_ unit: UnitRegistry.Unit) {
        for (path, diagnostics) in unit.published where !diagnostics.isEmpty {
            publish([], uri: documents.uri(ofPath: path), version: nil)
        }
    }

    /// `window/logMessage` at the "warning" level.
    func logMessage(_ text: String) {
        send(OutgoingMessage.notification("window/logMessage") { writer in
            writer.object { writer in
                writer.member("type", 2)
                writer.member("message", text)
            }
        })
    }
}
