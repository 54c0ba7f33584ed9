/// A 1-based line and column in a source text; columns count Unicode scalars (a tab is one column).
///
/// In a binary file (a `bplist00` property list) there are no lines: a position is a byte offset,
/// stored as line 0 (which no text position has) and the offset in `column`; see `byte(_:)`.
public struct SourceLocation: Hashable, Comparable, Sendable, BitwiseCopyable, CustomStringConvertible {
    @usableFromInline package var line: Int
    @usableFromInline package var column: Int

    /// Inlinable: readers in other modules make one for every value and entry they read.
    @inlinable
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a text: line 1, column 1.
    public static let start = SourceLocation(line: 1, column: 1)

    /// A position in a binary file: `offset` bytes from its start.
    package static func byte(_ offset: Int) -> SourceLocation {
        SourceLocation(line: 0, column: offset)
    }

    /// No place inside the file: a finding about the file (or folder) as a whole, such as one that cannot
    /// be read. Stored as line 0 with no column; it sorts before every other position.
    public static let wholeFile = SourceLocation(line: 0, column: -1)

    /// Whether this is `wholeFile`.
    package var isWholeFile: Bool { line == 0 && column < 0 }

    /// The byte offset of a position in a binary file; nil for a line and column (and the whole file).
    package var byteOffset: Int? { line == 0 && column >= 0 ? column : nil }

    /// The location in one word (`init(packed:)` undoes it): the line in the high 32 bits, the column
    /// in the low 32. The readers' input limits (256 MB at most) keep both within 32 bits.
    @inlinable
    package var packed: Int { line << 32 | column & 0xFFFF_FFFF }

    @inlinable
    package init(packed: Int) {
        self.init(line: packed >> 32, column: Int(Int32(truncatingIfNeeded: packed)))
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String {
        isWholeFile ? "file" : byteOffset.map { "byte \($0)" } ?? "\(line):\(column)"
    }

    /// The location reached after reading `text` from here (CR, LF and CRLF each end one line).
    package func advanced(over text: Substring.UTF8View) -> SourceLocation {
        var result = self
        var previous: UInt8 = 0
        for byte in text {
            result.step(over: byte, after: previous)
            previous = byte
        }
        return result
    }

    /// Moves over one UTF-8 byte; continuation bytes do not advance the column.
    @inline(__always)
    package mutating func step(over byte: UInt8, after previous: UInt8) {
        switch byte {
        case UInt8(ascii: "\n"):
            if previous != UInt8(ascii: "\r") {
                line += 1
                column = 1
            }
        case UInt8(ascii: "\r"):
            line += 1
            column = 1
        default:
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }
}
