import JSON

/// The folders the client has open: `initialize`'s `workspaceFolders` (else its `rootUri`), kept up
/// to date by `workspace/didChangeWorkspaceFolders`. A folder that holds a root page is checked as a
/// bundle only when it is one of them (or is named `*.bundle`): any folder with a `Root.plist` in it
/// would otherwise be read whole at every keystroke.
extension Server {
    func readWorkspaceFolders(_ params: JSONValue?, in document: JSONDocument) {
        var folders = Self.folders(at: ["workspaceFolders"], in: params, document: document)
        if folders.isEmpty, let root = document.string(at: ["rootUri"], in: params).flatMap(FileURI.path) {
            folders = [Self.folderKey(root)]
        }
        workspaceFolders = Set(folders)
    }

    func didChangeWorkspaceFolders(_ params: JSONValue?, in document: JSONDocument) {
        workspaceFolders.subtract(Self.folders(at: ["event", "removed"], in: params, document: document))
        workspaceFolders.formUnion(Self.folders(at: ["event", "added"], in: params, document: document))
        filesChanged()
    }

    /// The paths of the `WorkspaceFolder`s (`{uri, name}`) in the array at `path`.
    private static func folders(at path: [String], in params: JSONValue?, document: JSONDocument) -> [String] {
        guard let array = document.value(at: path, in: params) else { return [] }
        return document.items(of: array).compactMap { document.string(at: ["uri"], in: $0).flatMap(FileURI.path) }
            .map(folderKey)
    }

    /// A folder's path as a document's folder is spelt: without a trailing slash.
    private static func folderKey(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
