import PropertyList

/// The documents the client has open, and the overlay they make for the compiler: an open file is
/// read from its buffer, every other file from the disk.
struct DocumentStore {
    /// The largest document kept (a change that makes one larger closes it: it is then read from the
    /// disk, as if the editor had closed it).
    static let maxDocumentBytes = 64 << 20
    /// The most bytes all open documents may hold together.
    static let maxTotalBytes = 256 << 20

    /// Open documents by key: the path of a `file:` URI, else the URI.
    private(set) var documents: [String: TextDocument] = [:]
    /// The open files' texts, by path, for the compiler.
    private(set) var overlay = SourceOverlay()
    private var totalBytes = 0

    /// The key of a URI: its path, or the URI itself when it names no file.
    static func key(of uri: String) -> String { FileURI.path(of: uri) ?? uri }

    func document(_ uri: String) -> TextDocument? { documents[Self.key(of: uri)] }

    /// The open document of a file, if any.
    func document(atPath path: String) -> TextDocument? { documents[path] }

    /// The URI to use for a file: the client's own when it has the file open, else one made from the path.
    func uri(ofPath path: String) -> String { documents[path]?.uri ?? FileURI.uri(of: path) }

    /// Opens (or reopens) a document; false when it is too large to keep (it is then not open).
    mutating func open(uri: String, version: Int, text: [UInt8]) -> Bool {
        let key = Self.key(of: uri)
        close(uri)
        guard text.count <= Self.maxDocumentBytes, totalBytes + text.count <= Self.maxTotalBytes else { return false }
        let document = TextDocument(uri: uri, path: FileURI.path(of: uri), version: version, text: text)
        store(document, key: key)
        return true
    }

    /// Applies `change` to an open document; false when it is not open or has grown too large (closed).
    mutating func change(_ uri: String, version: Int, _ change: (inout TextDocument) -> Void) -> Bool {
        let key = Self.key(of: uri)
        guard var document = documents.removeValue(forKey: key) else { return false }
        totalBytes -= document.text.count
        // Not left in the overlay while it changes: the dictionary's copy would make the change copy the text.
        if let path = document.path { overlay.set(nil, at: path) }
        change(&document)
        document.version = version
        guard document.text.count <= Self.maxDocumentBytes, totalBytes + document.text.count <= Self.maxTotalBytes else {
            return false
        }
        store(document, key: key)
        return true
    }

    mutating func close(_ uri: String) {
        let key = Self.key(of: uri)
        guard let document = documents.removeValue(forKey: key) else { return }
        totalBytes -= document.text.count
        if let path = document.path { overlay.set(nil, at: path) }
    }

    private mutating func store(_ document: TextDocument, key: String) {
        documents[key] = document
        totalBytes += document.text.count
        if let path = document.path { overlay.set(document.text, at: path) }
    }
}
