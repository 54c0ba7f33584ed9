import XMLStream

/// A repair that is certain: the text of one `<key>` or `<string>` element replaced by another (a
/// misspelt cell style, `Type`, key or enumerated value with exactly one close match).
///
/// A rule proposes it with the element and the text it read; `FixItLocator` then finds the exact
/// bytes in the file (`span`). When the text there is not that plain literal (written with entity or
/// character references, in a CDATA section, or in a binary plist) it has no span, and no output
/// offers it: a fix-it is exact or absent.
public struct FixIt: Sendable, Equatable {
    /// Where the element whose text is replaced begins (its `<`).
    public var element: SourceLocation
    /// The text replaced, as the parser read it.
    public var original: String
    public var replacement: String
    /// Where the text is in the file; nil until located, or when it cannot be placed exactly.
    public var span: Span?

    /// The replaced text's place in the file, in bytes and in line:column.
    public struct Span: Sendable, Equatable {
        /// Byte offsets in the file as stored: its own encoding, a byte order mark included.
        public var bytes: Range<Int>
        /// The first character replaced, and the position just after the last (as diagnostics count
        /// columns: Unicode scalars, 1-based).
        public var start: SourceLocation
        public var end: SourceLocation
        /// The replacement as XML text (`&`, `<`, `>` escaped): what goes between the tags.
        public var replacementText: String
        /// The bytes now in the range, and `replacementText` in the file's encoding: what `settingsc
        /// fix` checks and writes.
        public var replacedBytes: [UInt8]
        public var replacementBytes: [UInt8]

        public init(bytes: Range<Int>, start: SourceLocation, end: SourceLocation, replacementText: String,
                    replacedBytes: [UInt8], replacementBytes: [UInt8]) {
            self.bytes = bytes
            self.start = start
            self.end = end
            self.replacementText = replacementText
            self.replacedBytes = replacedBytes
            self.replacementBytes = replacementBytes
        }
    }

    public init(element: SourceLocation, original: String, replacement: String, span: Span? = nil) {
        self.element = element
        self.original = original
        self.replacement = replacement
        self.span = span
    }

    /// A fix replacing `original`, the text of the element at `element`, with `replacement` when there
    /// is one (the certain repair a rule found), else nil.
    package static func replacing(_ original: String, at element: SourceLocation, with replacement: String?) -> FixIt? {
        replacement.map { FixIt(element: element, original: original, replacement: $0) }
    }

    /// `'SettingSwtichCell' → 'SettingSwitchCell'`, as `settingsc fix` reports a change.
    public var summary: String {
        MessageText.quoted(original) + " → " + MessageText.quoted(replacement)
    }
}
