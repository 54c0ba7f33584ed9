import Diagnostics

/// Something wrong with a JSON document, worded by the reader: what is wrong and what to do, where.
///
/// A syntax problem stops the reading (`JSONReader` says why); the others (`stopsReading` false) are
/// reported and reading goes on with the value repaired as described.
public struct JSONProblem: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: String, Sendable, CaseIterable {
        // The input as a whole.
        /// Longer than `JSONLimits.maxInputBytes`.
        case tooLarge
        /// UTF-16 or UTF-32 (JSON is UTF-8), or a byte order mark mangled by a conversion.
        case notUTF8
        /// A UTF-8 byte order mark, skipped (a warning: RFC 8259 lets readers ignore it).
        case byteOrderMark
        /// Nothing but white space.
        case empty
        /// Text after the one value a document holds.
        case contentAfterValue
        /// The input ends inside a value.
        case unexpectedEnd
        // Syntax.
        /// Something that starts no value: a stray character, a comment, a single quote.
        case expectedValue
        /// A word that is not `true`, `false` or `null` (`True`, `nul`, `NaN`).
        case invalidLiteral
        /// Not a JSON number: a leading zero, `+1`, `.5`, `1.`, `1e`.
        case invalidNumber
        /// A comma with nothing after it before `}` or `]`.
        case trailingComma
        /// Neither a comma nor the closing bracket after an item or member.
        case expectedSeparator
        /// An object member that does not start with a string.
        case expectedKey
        /// A key not followed by `:`.
        case expectedColon
        /// A string the input ends in.
        case unterminatedString
        /// A raw control character (U+0000–U+001F) in a string.
        case controlCharacter
        /// A backslash followed by something that is not an escape.
        case invalidEscape
        /// More arrays and objects open than `JSONLimits.maxDepth`.
        case tooDeep
        /// A string longer than `JSONLimits.maxStringBytes`.
        case stringTooLong
        // Reported, then repaired; reading goes on.
        /// Bytes that are not UTF-8 (in a string: each bad sequence becomes U+FFFD; only the first is reported).
        case invalidUTF8
        /// A `\uD800`–`\uDFFF` escape that is not half of a pair (becomes U+FFFD).
        case loneSurrogate
        /// A number beyond a `Double`'s range (becomes ±infinity; Foundation refuses it).
        case numberOutOfRange
        /// A key written twice in one object (lookups find the last, as in Foundation).
        case duplicateKey

        /// Whether the reader stops at this problem.
        package var stopsReading: Bool {
            switch self {
            case .byteOrderMark, .invalidUTF8, .loneSurrogate, .numberOutOfRange, .duplicateKey: false
            default: true
            }
        }
    }

    package enum Severity: Sendable, Hashable {
        case error, warning
    }

    package var kind: Kind
    package var severity: Severity
    /// Plain words: what is wrong and what to do ("trailing comma before '}'; remove it").
    package var message: String
    /// Line and column of the problem's first character (columns count Unicode scalars).
    package var location: SourceLocation
    /// The input's bytes the problem is about (empty at the end of the input).
    package var range: Range<Int>
    /// The other place involved: a duplicate key's first occurrence.
    package var related: SourceLocation?

    package init(kind: Kind, severity: Severity = .error, message: String, location: SourceLocation,
                range: Range<Int>, related: SourceLocation? = nil) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.location = location
        self.range = range
        self.related = related
    }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}
