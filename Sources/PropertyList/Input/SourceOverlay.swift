import Platform

/// Texts that stand in for files: an editor's unsaved buffers, by path. A compilation given an overlay
/// reads a file from it when it holds one, else from the disk, so that what an editor shows is what is
/// checked while every other file of the bundle comes from where it is stored.
///
/// A plain value, handed to the readers that open files; the empty overlay (`none`) is the disk alone.
/// Paths are looked up as spelled: the caller gives the same spelling to both (absolute paths).
public struct SourceOverlay: Sendable {
    /// The texts (UTF-8, as an editor holds them) by path.
    package private(set) var documents: [String: [UInt8]] = [:]

    /// No overlay: every file is read from the disk.
    public static let none = SourceOverlay()

    public init() {}

    /// Whether no text stands in for a file.
    package var isEmpty: Bool { documents.isEmpty }

    /// `text` stands in for the file at `path` from now on (nil: the file is read from the disk again).
    package mutating func set(_ text: [UInt8]?, at path: String) {
        documents[path] = text
    }

    /// The text standing in for the file at `path`, if any.
    package func text(at path: String) -> [UInt8]? { documents[path] }

    /// Opens `path` as `SourceFile.open` does, from the overlay when it holds the file.
    package func open(_ path: String, displayName: String? = nil) -> Result<SourceFile, System.FileError> {
        if let text = documents[path] {
            return .success(SourceFile(bytes: text, path: path, displayName: displayName ?? path))
        }
        return SourceFile.open(path, displayName: displayName)
    }

    /// The overlay's files inside `directory` (paths relative to it), for listing a folder that holds
    /// a buffer not yet saved.
    package func files(under directory: String) -> [String] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return documents.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
