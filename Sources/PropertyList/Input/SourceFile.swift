import Diagnostics
import Platform
import XMLStream

/// One definition file as settingsc reads it: a path on disk or standard input.
///
/// A UTF-8 file is streamed to the parser in chunks and never held whole; standard input and files
/// in other encodings are read into memory (as UTF-8) first. Source lines for diagnostics are looked
/// up afterwards, from the file or from memory.
///
/// `@unchecked Sendable`: a file is parsed on one thread and its line cache filled later by whoever
/// prints the report; `validate` hands reports across threads only after the workers have finished.
public final class SourceFile: DiagnosticSource, @unchecked Sendable {
    /// What the user typed: a path, or "-" for standard input.
    package let path: String
    /// The name diagnostics carry: the path, or "<stdin>".
    package let displayName: String

    private var descriptor: System.FileDescriptor?
    /// The document as UTF-8, when it had to be held in memory.
    private var utf8: [UInt8]?
    /// The text's lines, found on first use by `line(_:)` or `offset(of:)`.
    private var lines: TextLines?
    /// How the bytes as stored became the UTF-8 that was parsed; known once the parse has begun.
    private(set) var storedEncoding: StoredEncoding?
    /// The bytes as stored, for a document converted to UTF-8 that cannot be read again (standard
    /// input, memory); fix-its are placed in them.
    private var storedBytes: [UInt8]?
    /// Whether a streamed document's bytes held `Suppressions.marker`, seen as they went to the parser.
    private let streamedMarker = MarkerSighting()
    /// What opening found that the device copes with (UTF-16 without a byte order mark), reported with
    /// the parse's findings.
    package private(set) var openingDiagnostics: [Diagnostic] = []

    /// How a document's bytes are encoded, as `openStream` found.
    enum StoredEncoding: Equatable {
        /// UTF-8, after a byte order mark of `bomLength` bytes (0 or 3).
        case utf8(bomLength: Int)
        /// Converted from `encoding` (UTF-16, ISO-8859-1, …) after a byte order mark of `bomLength` bytes.
        case converted(encoding: String, bomLength: Int)
        /// A binary property list: no text at all.
        case binary
    }

    /// Whether the document is a binary property list (known once it has been parsed).
    package var isBinary: Bool { storedEncoding == .binary }

    /// Opens a file for reading; "-" is standard input. Diagnostics name it `displayName` (default: `path`).
    /// With `regularFileOnly`, a FIFO or a device is refused without waiting for it.
    package static func open(_ path: String, displayName: String? = nil,
                             regularFileOnly: Bool = false) -> Result<SourceFile, System.FileError> {
        if path == "-" {
            return .success(SourceFile(path: path, displayName: displayName ?? "<stdin>", descriptor: .standardInput))
        }
        return (regularFileOnly ? System.openRegularFile(path) : System.openForReading(path))
            .map { SourceFile(path: path, displayName: displayName ?? path, descriptor: $0) }
    }

    /// Whether the document has a place on disk (a file, or an editor's unsaved text of one), not
    /// standard input or a text built in memory: only then are the files beside it (a bundle page's
    /// child panes and translations) looked up.
    package var isOnDisk: Bool { path != "-" && (!inMemory || standsInForFile) }
    private let inMemory: Bool
    /// An editor's text of the file at `path` (`SourceOverlay`): in memory, and in its place.
    private let standsInForFile: Bool
    /// Whether the bytes can be read again from `path` (they were not given in memory).
    private var isRereadable: Bool { path != "-" && !inMemory }

    /// A document already in memory, e.g. for tests and the store.
    package init(bytes: [UInt8], displayName: String) {
        self.path = displayName
        self.displayName = displayName
        self.utf8 = bytes
        self.inMemory = true
        self.standsInForFile = false
    }

    /// The text an editor holds for the file at `path`, read in its place (`SourceOverlay`).
    package init(bytes: [UInt8], path: String, displayName: String) {
        self.path = path
        self.displayName = displayName
        self.utf8 = bytes
        self.inMemory = true
        self.standsInForFile = true
    }

    private init(path: String, displayName: String, descriptor: System.FileDescriptor) {
        self.path = path
        self.displayName = displayName
        self.descriptor = descriptor
        self.inMemory = false
        self.standsInForFile = false
    }

    /// Whether the document's text is held in memory (standard input, a table or a file in another
    /// encoding converted to UTF-8, an editor's text), not read again from disk when asked for.
    package var holdsText: Bool { utf8 != nil || storedBytes != nil }

    /// The same file without the text it holds: what a report keeps once nothing will ask for its
    /// lines. Its name, its place and what it was (`isOnDisk`, `isBinary`) stay; its text is gone
    /// (`line(_:)` answers nil unless the file can be read again from disk).
    package func forgettingText() -> SourceFile { SourceFile(identityOf: self) }

    private init(identityOf file: SourceFile) {
        self.path = file.path
        self.displayName = file.displayName
        self.inMemory = file.inMemory
        self.standsInForFile = file.standsInForFile
        self.storedEncoding = file.storedEncoding
    }

    /// How the parser will read the document, decided from its first bytes.
    enum Opening {
        case stream(ChunkStream)
        /// A binary property list (`bplist00`): mapped (or read whole), as its offset table is at its end.
        case binary(System.MappedFile)
        /// The bytes cannot be parsed as XML text at all (an undecodable encoding).
        case unreadable(Diagnostic)
        case failed(System.FileError)
    }

    /// Detects the encoding and returns a UTF-8 stream for the parser. Call once.
    ///
    /// The file descriptor goes to the stream (or is dropped here), so the file is closed as soon as
    /// the parse ends: `validate` keeps every file's report until it prints them, and a repository
    /// can hold more definitions than a process may keep open. `line(_:)` reopens by path.
    func openStream(limit: Int) -> Opening {
        let descriptor = self.descriptor
        self.descriptor = nil
        // The first bytes, and what is left to read after them: nothing when they are the whole file.
        let head: [UInt8], rest: System.FileDescriptor?, size: Int?
        if let descriptor {
            switch FileStart(descriptor, isFile: path != "-", limit: limit) {
            case .bytes(let bytes, let remaining, let known): (head, rest, size) = (bytes, remaining, known)
            case .tooLarge: return .unreadable(.inputTooLarge(limit: limit))
            case .failed: return .failed(readError())
            }
        } else {
            (head, rest, size) = (utf8 ?? [], nil, nil)
        }
        switch EncodingDetector.detect(head) {
        case .binaryPlist:
            storedEncoding = .binary
            if let rest, path != "-", let mapped = System.MappedFile.map(rest) {
                guard mapped.count <= limit else { return .unreadable(.inputTooLarge(limit: limit)) }
                return .binary(mapped)
            }
            return readWhole(rest, after: head, limit: limit) { .binary(System.MappedFile(copying: $0)) }
        case .mismatch(let declared):
            return .unreadable(.encodingMismatch(declared: declared, at: .start))
        case .refused(let refusal):
            return .unreadable(.byteOrderMark(refusal))
        case .macRoman(let declared):
            return .unreadable(.macRomanDeclared(declared))
        case .unknown(let declared):
            return .unreadable(.unsupportedEncoding(declared, at: .start))
        case .unmarkedUTF16:
            openingDiagnostics.append(.unmarkedUTF16())
            return readWhole(rest, after: head, limit: limit) {
                transcode($0, encoding: "UTF-16LE", bomLength: 0, unmarked: true)
            }
        case .utf8(let bomLength):
            storedEncoding = .utf8(bomLength: bomLength)
            if descriptor != nil, path != "-" {
                // Streamed: the parser stops at the limit however long a FIFO or device goes on.
                return .stream(ChunkStream(first: head, skipping: bomLength, descriptor: rest, size: size,
                                           sighting: streamedMarker))
            }
            return readWhole(rest, after: head, limit: limit) { all in
                utf8 = Array(all.dropFirst(bomLength))
                return .stream(ChunkStream(first: utf8!, descriptor: nil))
            }
        case .transcode(let encoding, let bomLength):
            return readWhole(rest, after: head, limit: limit) { transcode($0, encoding: encoding, bomLength: bomLength) }
        }
    }

    /// The whole stored document `all` converted to UTF-8 (`unmarked`: UTF-16 without a byte order mark).
    private func transcode(_ all: [UInt8], encoding: String, bomLength: Int, unmarked: Bool = false) -> Opening {
        var body = unmarked ? ByteOrderMark.unmarkedText(all) : Array(all.dropFirst(bomLength))
        // Half a character at the end of UTF-16: CF ignores it.
        let oddByte = encoding.hasPrefix("UTF-16") && body.count % 2 == 1
        if oddByte { body.removeLast() }
        switch XMLTranscoder.utf8(from: body, encoding: encoding) {
        case .success(let converted):
            // libxml2's UTF-16 converter passes a lone surrogate on (as bytes that are not UTF-8); CF refuses it.
            if let bad = UTF8Bytes.firstInvalidOffset(converted) {
                let prefix = String(decoding: converted[..<bad], as: UTF8.self)
                return .unreadable(.undecodable(encoding: encoding, at: SourceLocation.start.advanced(over: prefix[...].utf8)))
            }
            if oddByte {
                openingDiagnostics.append(.oddUTF16Byte(at: SourceLocation.start.advanced(
                    over: String(decoding: converted, as: UTF8.self)[...].utf8)))
            }
            storedEncoding = .converted(encoding: encoding, bomLength: bomLength)
            if !isRereadable { storedBytes = all }
            utf8 = converted
            return .stream(ChunkStream(first: converted, descriptor: nil))
        case .failure(.unsupportedEncoding(let name)):
            return .unreadable(.unsupportedEncoding(name, at: .start))
        case .failure(.invalidInput(let offset)):
            // Where it broke, in characters: convert what did convert and count it.
            var location = SourceLocation.start
            if case .success(let prefix) = XMLTranscoder.utf8(from: Array(body[..<offset]), encoding: encoding) {
                location = SourceLocation.start.advanced(over: String(decoding: prefix, as: UTF8.self)[...].utf8)
            }
            return .unreadable(.undecodable(encoding: encoding, at: location))
        }
    }

    /// What `opening` makes of `head` and the rest of `descriptor` (at most `limit` bytes in all; `head`
    /// alone without one), or the refusal of more, or the read error.
    private func readWhole(_ descriptor: System.FileDescriptor?, after head: [UInt8], limit: Int,
                           _ opening: ([UInt8]) -> Opening) -> Opening {
        guard head.count <= limit else { return .unreadable(.inputTooLarge(limit: limit)) }
        guard let descriptor else { return opening(head) }
        switch descriptor.readAll(limit: limit - head.count) {
        case .bytes(let rest): return opening(head + rest)
        case .tooLarge: return .unreadable(.inputTooLarge(limit: limit))
        case .failed: return .failed(readError())
        }
    }

    private func readError() -> System.FileError {
        let code = System.lastErrno
        return System.FileError(path: displayName, reason: System.message(forErrno: code), code: code)
    }

    /// Whether the document mentions `Suppressions.marker` (`settingsc-disable`), so that its comments
    /// are worth reading: a streamed file was watched as it went to the parser; one held in memory is
    /// searched now. A binary property list has no comments.
    package var mentionsSuppressions: Bool {
        if isBinary { return false }
        if streamedMarker.seen.load(ordering: .acquiring) { return true }
        guard let utf8 else { return false }
        return System.contains(Suppressions.marker, in: utf8[...])
    }

    /// The document as parsed: UTF-8 without a byte order mark. A file streamed from disk is read
    /// again, only now that a diagnostic needs it.
    func text() -> [UInt8]? {
        if utf8 == nil {
            guard let bytes = stored() else { return nil }
            // A UTF-8 document streamed from disk, or one that did not decode (which has no UTF-8 mark).
            var bomLength = 0
            if case .utf8(let length)? = storedEncoding { bomLength = length }
            utf8 = Array(bytes.dropFirst(bomLength))
        }
        return utf8
    }

    /// The document's bytes as stored (in its own encoding), read again from disk when they were not kept.
    func stored() -> [UInt8]? {
        if let storedBytes { return storedBytes }
        if !isRereadable, case .utf8(let bomLength)? = storedEncoding, let utf8 {
            // Kept in memory as UTF-8: the stored bytes are those and the byte order mark before them.
            return Array(EncodingDetector.utf8BOM.prefix(bomLength)) + utf8
        }
        // Not an editor's text (`isRereadable`); read again only if it is still a regular file no larger than any input read (a FIFO or a
        // device cannot be read twice, or would not end).
        guard isRereadable, case .success(let reopened) = System.openRegularFile(path),
              case .bytes(let bytes) = reopened.readAll(limit: XMLEventParser.Limits().maxInputBytes) else { return nil }
        return bytes
    }

    /// The offset in `text()` of the character at `location`, if the text reaches it.
    func offset(of location: SourceLocation) -> Int? {
        guard location.byteOffset == nil else { return nil }
        return textLines()?.offset(of: location)
    }

    /// The text of line `number` (1-based) without its line break, for showing a diagnostic in context.
    package func line(_ number: Int) -> String? {
        textLines()?.line(number)
    }

    /// The text and its lines, found the first time they are asked for.
    func textLines() -> TextLines? {
        if lines == nil, let text = text() { lines = TextLines(text) }
        return lines
    }
}
