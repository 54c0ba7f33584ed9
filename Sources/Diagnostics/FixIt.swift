/// A repair that is certain: the text of one `<key>` or `<string>` element replaced by another (a
/// misspelt cell style, `Type`, key or enumerated value with exactly one close match), or that whole
/// element replaced by another element (`<key>About</key>` where a value belongs → `<string>About</string>`;
/// a default that names a title → the value it stands for).
///
/// A rule proposes it with the element and the text it read; `FixItLocator` then finds the exact
/// bytes in the file (`span`). When the text there is not that plain literal (written with entity or
/// character references, in a CDATA section, or in a binary plist) it has no span, and no output
/// offers it: a fix-it is exact or absent.
public struct FixIt: Sendable, Equatable {
    /// Where the element whose text is replaced begins (its `<`).
    package var element: SourceLocation
    /// The text replaced, as the parser read it.
    package var original: String
    /// The new text, or with `replacesElement` the new element as XML.
    package var replacement: String
    /// Whether the whole element (its tags too) is replaced; once placed, `original` is the element as
    /// written.
    package var replacesElement = false
    /// The bytes replaced, as offsets in the text parsed (UTF-8, no byte order mark), when the reader
    /// knows them: no element to look for then, and `replacement` is written as it is (XML already).
    package var textRange: Range<Int>?
    /// Where the text is in the file; nil until located, or when it cannot be placed exactly.
    package var span: Span?

    /// The replaced text's place in the file, in bytes and in line:column.
    package struct Span: Sendable, Equatable {
        /// Byte offsets in the file as stored: its own encoding, a byte order mark included.
        package var bytes: Range<Int>
        /// The first character replaced, and the position just after the last (as diagnostics count
        /// columns: Unicode scalars, 1-based).
        package var start: SourceLocation
        package var end: SourceLocation
        /// The replacement as XML text (`&`, `<`, `>` escaped): what goes between the tags.
        package var replacementText: String
        /// The bytes now in the range, and `replacementText` in the file's encoding: what `settingsc
        /// fix` checks and writes.
        package var replacedBytes: [UInt8]
        package var replacementBytes: [UInt8]

        package init(bytes: Range<Int>, start: SourceLocation, end: SourceLocation, replacementText: String,
                    replacedBytes: [UInt8], replacementBytes: [UInt8]) {
            self.bytes = bytes
            self.start = start
            self.end = end
            self.replacementText = replacementText
            self.replacedBytes = replacedBytes
            self.replacementBytes = replacementBytes
        }
    }

    package init(element: SourceLocation, original: String, replacement: String, span: Span? = nil) {
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

    /// A fix replacing the `<key>` or `<string>` element at `element`, which reads `original`, with the
    /// element `xml`.
    package static func replacingElement(_ original: String, at element: SourceLocation, with xml: String) -> FixIt {
        var fix = FixIt(element: element, original: original, replacement: xml)
        fix.replacesElement = true
        return fix
    }

    /// A fix replacing the bytes `range` of the text parsed, which read `original`, with `xml` as written.
    package static func replacingText(_ range: Range<Int>, original: String, at location: SourceLocation,
                                      with xml: String) -> FixIt {
        var fix = FixIt(element: location, original: original, replacement: xml)
        fix.textRange = range
        return fix
    }

    /// `'SettingSwtichCell' → 'SettingSwitchCell'`, as `settingsc fix` reports a change.
    package var summary: String {
        MessageText.quoted(original) + " → " + MessageText.quoted(replacement)
    }
}
