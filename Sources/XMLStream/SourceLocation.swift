/// A 1-based line and column in a source text; columns count Unicode scalars (a tab is one column).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a text: line 1, column 1.
    public static let start = SourceLocation(line: 1, column: 1)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The location reached after reading `text` from here (CR, LF and CRLF each end one line).
    public func advanced(over text: Substring.UTF8View) -> SourceLocation {
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
    mutating func step(over byte: UInt8, after previous: UInt8) {
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
