import Platform

/// What `SourceFile` reads of a file before it knows the file's encoding.
///
/// A regular file smaller than the parser's block (`ParseSession`), which holds a document that small
/// whole anyway, is read whole (`readAll`: its size is known from opening it, and a read that leaves a
/// byte of room empty has met the end). It is then one snapshot: a second reading after a refusal
/// reads these bytes, whatever is written to the file meanwhile. Anything else gets a head, enough to
/// see a byte order mark and the XML declaration, and the parser reads the rest. A page read as a
/// head, the rest and an empty read to find the end was 3,000 of the 53,000 system calls of a walk over
/// 500 bundles.
enum FileStart {
    /// `bytes`, and what is left to read after them (`rest`: nil when they are the whole file); `size`
    /// when a full head was read of a regular file.
    case bytes([UInt8], rest: System.FileDescriptor?, size: Int?)
    /// More than the limit: a regular file known to be larger is refused before more is read.
    case tooLarge
    /// A read failed; `errno` says why.
    case failed

    /// The head: enough to see a byte order mark and the XML declaration.
    static let headLength = 4096
    /// A regular file smaller than this is read whole at once.
    static let wholeBelow = 64 << 10

    /// Reads the start of `descriptor`, at most `limit` bytes in all (`isFile`: not standard input).
    init(_ descriptor: System.FileDescriptor, isFile: Bool, limit: Int) {
        if isFile, let size = descriptor.regularFileSize, size < Self.wholeBelow, size <= limit {
            switch descriptor.readAll(limit: limit) {
            case .bytes(let all): self = .bytes(all, rest: nil, size: nil)
            case .tooLarge: self = .tooLarge
            case .failed: self = .failed
            }
            return
        }
        guard let head = descriptor.read(maxLength: Self.headLength) else {
            self = .failed
            return
        }
        // A shorter head is the whole of what there is to read.
        let size = head.count == Self.headLength ? descriptor.regularFileSize : nil
        if let size, size > limit {
            self = .tooLarge
            return
        }
        self = .bytes(head, rest: descriptor, size: size)
    }
}
