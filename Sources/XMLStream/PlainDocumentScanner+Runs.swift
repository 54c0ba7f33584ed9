import Platform

/// What stands between two tags of the plain form: text, entity references and comments, read as libxml2
/// delivers them.
///
/// libxml2 hands a run of text over in pieces (ASCII lent from its buffer; anything else, and what a
/// reference stands for, copied), and the session puts them together and delivers the run at the next
/// tag (`ParseSession+Text`); a comment inside the run is delivered when it is read, the run after it. The
/// run's anchor is the offset that, advanced by the run's leading white space, is where its first other
/// character is written: the run's start, unless a comment stands in its leading white space; for a run
/// of white space alone, where its first piece starts (after the comments before it, if any).
extension PlainDocumentScanner {
    /// The run at `at`, up to the next tag: recorded as the input's own bytes when it is text alone,
    /// else put together in `copiedText`; nothing when it is empty, or white space directly inside a
    /// layout element. Comments in it are recorded as they are met.
    @inline(__always)
    mutating func run() -> Bool {
        let base = base, start = at
        // Most runs are the white space between two tags, or a short text: read here, in one go.
        var index = start
        while Self.isWhitespace(base[index]) { index += 1 }
        let whitespace = index
        guard let end = textEnd(from: index) else { return false }
        index = end
        // A reference, a comment, or anything else that is not a tag: read piece by piece.
        guard base[index] == UInt8(ascii: "<"), base[index + 1] != UInt8(ascii: "!") else { return runInPieces() }
        at = index
        if index > start && !(index == whitespace && insideLayout) {
            record(.lentText(from: start, count: index - start, anchor: start))
        }
        return true
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        // Space, tab and line feed; a carriage return is libxml2's to read.
        byte <= 0x20 && (UInt64(0x1_0000_0600) >> byte) & 1 != 0
    }

    /// Where the text from `index` on ends: the first byte that is not a character of plain text (`<`,
    /// `&`, a carriage return, another control byte, the NUL after the input); nil when the text is not
    /// what libxml2 reads without a word (a malformed or refused character, `]]>`).
    @inline(__always)
    func textEnd(from index: Int) -> Int? {
        var index = index
        while true {
            index = Self.plainTextEnd(in: base, from: index)
            let byte = base[index]
            if byte >= 0x80 {
                guard let length = characterLength(at: index) else { return nil }
                index += length
            } else if byte == UInt8(ascii: ">") {
                // `]]>` is not allowed in text (before a run stands a tag's `>`, never `]`).
                guard base[index - 1] != UInt8(ascii: "]") || base[index - 2] != UInt8(ascii: "]") else { return nil }
                index += 1
            } else {
                return index
            }
        }
    }

    /// The first byte from `index` on that is not printable ASCII other than `<`, `&` and `>`, a tab or
    /// a line feed.
    @inline(__always)
    static func plainTextEnd(in base: UnsafePointer<UInt8>, from index: Int) -> Int {
        var index = index
        while true {
            let byte = base[index]
            if byte &- 0x3F < 0x41 { index += 1; continue }
            guard byte &- 0x20 < 0x1F ? byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: ">")
                : byte == 0x09 || byte == 0x0A else { return index }
            index += 1
        }
    }

    /// A run with references or comments in it (or that is not plain): its text put together in
    /// `copiedText`, its comments recorded as they are met.
    private mutating func runInPieces() -> Bool {
        let start = at
        // Set once a reference or a comment is met: the run's text is then `copiedText[textFrom...]`.
        var copied = false
        let textFrom = copiedText.count
        // The run's length as delivered, and its white space before its first other character.
        var length = 0
        var leading = 0
        var whitespace = true
        var firstOther = 0
        // Where the run's first text is written (after any comments it starts with): a run of white space
        // alone is placed there, as the session places the first piece libxml2 hands over.
        var firstText: Int?
        while true {
            let from = at
            guard let other = textPiece() else { return false }
            if firstText == nil && at > from { firstText = from }
            if whitespace, let other {
                whitespace = false
                firstOther = other
                leading = length + (other - from)
            }
            length += at - from
            if copied { copiedText.append(contentsOf: bytes[from..<at]) }
            guard base[at] == UInt8(ascii: "&") || base[at + 1] == UInt8(ascii: "!") else { break }
            if !copied {
                copied = true
                copiedText.append(contentsOf: bytes[start..<at])
            }
            if base[at] == UInt8(ascii: "&") {
                let ampersand = at
                guard let character = reference() else { return false }
                if whitespace {
                    whitespace = false
                    firstOther = ampersand
                    leading = length
                }
                copiedText.append(character)
                length += 1
            } else {
                guard base[at + 2] == UInt8(ascii: "-"), comment() else { return false }
            }
        }
        if length == 0 || (whitespace && insideLayout) {
            copiedText.removeSubrange(textFrom...)
            return true
        }
        let anchor = whitespace ? firstText ?? start : firstOther - leading
        if copied {
            record(.text(from: textStart + textFrom, to: textStart + copiedText.count, anchor: anchor, isWhitespace: whitespace))
        } else {
            record(.lentText(from: start, count: at - start, anchor: anchor))
        }
        return true
    }

    /// Text from `at` up to the next `<` or `&`: the offset of its first character that is not white
    /// space (nil inside: none), or nil outside when it is not plain text.
    private mutating func textPiece() -> Int?? {
        var index = at
        while Self.isWhitespace(base[index]) { index += 1 }
        guard let end = textEnd(from: index), base[end] == UInt8(ascii: "<") || base[end] == UInt8(ascii: "&") else {
            return .none
        }
        at = end
        return .some(end > index ? index : nil)
    }

    /// The predefined entity reference at `at` (its `&`): the character it stands for, nil for any
    /// other reference.
    private mutating func reference() -> UInt8? {
        if skip("&lt;") { return UInt8(ascii: "<") }
        if skip("&gt;") { return UInt8(ascii: ">") }
        if skip("&amp;") { return UInt8(ascii: "&") }
        if skip("&quot;") { return UInt8(ascii: "\"") }
        if skip("&apos;") { return UInt8(ascii: "'") }
        return nil
    }

    /// The comment at `at` (its `<!-`), recorded with where it starts and ends; false when it is not one
    /// libxml2 reads without a word (no `--` inside, XML characters only).
    mutating func comment() -> Bool {
        let start = at
        guard skip("<!--") else { return false }
        while true {
            let byte = base[at]
            if byte == UInt8(ascii: "-") && base[at + 1] == UInt8(ascii: "-") {
                guard base[at + 2] == UInt8(ascii: ">") else { return false }
                at += 3
                record(.comment(from: start, to: at, isEmpty: at - start == 7))
                return true
            }
            if byte >= 0x80 {
                guard let length = characterLength(at: at) else { return false }
                at += length
            } else if byte >= 0x20 || byte == 0x0A || byte == 0x09 {
                at += 1
            } else {
                return false
            }
        }
    }

    /// The length of the UTF-8 sequence of a character that is not ASCII at `index`, when it is one
    /// libxml2 reads without a word: well-formed (`System.sequenceLength`: no overlong form, no surrogate,
    /// nothing past U+10FFFF) and an XML character (not U+FFFE or U+FFFF); nil otherwise.
    @inline(__always)
    func characterLength(at index: Int) -> Int? {
        let length = System.sequenceLength(base, index, bytes.count)
        guard length > 0, !(length == 3 && base[index] == 0xEF && base[index + 1] == 0xBF && base[index + 2] >= 0xBE)
        else { return nil }
        return length
    }
}
