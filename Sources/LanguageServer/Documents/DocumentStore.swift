import PropertyList

/// The documents the client has open, and the overlay they make for the compiler: an open file is
/// read from its buffer, every other file from the disk.
struct DocumentStore {
    /// The largest document kept (a change that makes one larger closes it: it is then read from the
    /// disk, as if the editor had closed it).
    let maxDocumentBytes: Int
    /// The most bytes all open documents may hold together.
    let maxTotalBytes: Int

    init(maxDocumentBytes: Int = 64 << 20, maxTotalBytes: Int = 256 << 20) {
        self.maxDocumentBytes = maxDocumentBytes
        self.maxTotalBytes = maxTotalBytes
    }

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

    /// Opens (or reopens) a document; when it is too large to keep (it is then not open), why.
    mutating func open(uri: String, version: Int, text: [UInt8]) -> String? {
        let key = Self.key(of: uri)
        close(uri)
        if let refusal = refusal(of: text.count) { return refusal }
        let document = TextDocument(uri: uri, path: FileURI.path(of: uri), version: version, text: text)
        store(document, key: key)
        return nil
    }

    /// Applies `change` to an open document (nothing when it is not open); when it has grown too
    /// large to keep (it is then closed), why.
    mutating func change(_ uri: String, version: Int, _ change: (inout TextDocument) -> Void) -> String? {
        let key = Self.key(of: uri)
        guard var document = documents.removeValue(forKey: key) else { return nil }
        totalBytes -= document.text.count
        // Not left in the overlay while it changes: the dictionary's copy would make the change copy the text.
        if let path = document.path { overlay.set(nil, at: path) }
        change(&document)
        document.version = version
        if let refusal = refusal(of: document.text.count) { return refusal }
        store(document, key: key)
        return nil
    }

    /// Why a document of `count` bytes cannot be kept besides the others, if it cannot: the limit it
    /// is over, the one for a document or the one for all of them.
    private func refusal(of count: Int) -> String? {
        if count > maxDocumentBytes { return "it is over \(Self.size(maxDocumentBytes)), the limit for one document" }
        if totalBytes + count > maxTotalBytes {
            return "the open documents would be over \(Self.size(maxTotalBytes)) together, the limit for all of them"
        }
        return nil
    }

    /// A limit in MB when it is a whole number of them, else in bytes.
    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
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
