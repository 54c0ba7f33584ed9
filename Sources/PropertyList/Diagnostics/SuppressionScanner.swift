import Diagnostics
import Platform

/// Finds the inline suppressions in a document's comments: `<!-- -->` in a property list, `/* */` and
/// `//` in an old-style `.strings` table (the syntax is decided by content: a document whose first
/// character is `<` is XML). A directive is the comment's first word; the rule ids follow, separated by
/// commas or spaces, up to a `:` or `(`, after which a reason may follow (for people). Text that only looks like a comment — inside a CDATA section, a
/// processing instruction or a quoted `.strings` string — is skipped, so a value can hold the words.
///
/// Called only for a document that mentions the marker (`SourceFile.mentionsSuppressions`), so it does
/// not need to be fast; it reads the text once and allocates only for what it finds.
package struct SuppressionScanner {
    /// `settingsc-disable-next-line`: the next line only.
    package static let nextLine = "settingsc-disable-next-line"
    /// `settingsc-disable`: the rest of the file.
    package static let restOfFile = "settingsc-disable"

    /// A comment whose words start like a directive but are none (`settingsc-disable-line`).
    package struct Stray: Sendable, Equatable {
        package var word: String
        package var location: SourceLocation
    }

    private let lines: TextLines
    private var text: [UInt8] { lines.text }
    private(set) var suppressions: [Suppression] = []
    private(set) var strays: [Stray] = []

    /// Reads the suppressions of a text (UTF-8, as parsed), placed by its `lines`.
    static func scan(_ lines: TextLines) -> (suppressions: [Suppression], strays: [Stray]) {
        var scanner = SuppressionScanner(lines: lines)
        scanner.run()
        return (scanner.suppressions, scanner.strays)
    }

    private init(lines: TextLines) {
        self.lines = lines
    }

    private mutating func run() {
        let first = text.firstIndex { !Self.isSpace($0) }
        if let first, text[first] == UInt8(ascii: "<") { scanXML() } else { scanStrings() }
    }

    // MARK: Comments

    /// `<!-- … -->`, skipping CDATA sections and processing instructions.
    private mutating func scanXML() {
        var index = 0
        while let open = find("<", from: index) {
            if starts("<!--", at: open) {
                let body = open + 4
                guard let close = find("-->", from: body) else { return }
                comment(body..<close)
                index = close + 3
            } else if starts("<![CDATA[", at: open) {
                guard let close = find("]]>", from: open + 9) else { return }
                index = close + 3
            } else if starts("<?", at: open) {
                guard let close = find("?>", from: open + 2) else { return }
                index = close + 2
            } else {
                index = open + 1
            }
        }
    }

    /// `/* … */` and `// …`, skipping quoted strings and unquoted words (which may hold `/`).
    private mutating func scanStrings() {
        var index = 0
        while index < text.count {
            let byte = text[index]
            if starts("/*", at: index) {
                guard let close = find("*/", from: index + 2) else { return }
                comment((index + 2)..<close)
                index = close + 2
            } else if starts("//", at: index) {
                var end = index + 2
                while end < text.count, text[end] != UInt8(ascii: "\n"), text[end] != UInt8(ascii: "\r") { end += 1 }
                comment((index + 2)..<end)
                index = end
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\"") {
                    index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if Self.isWordByte(byte) {
                while index < text.count, Self.isWordByte(text[index]) { index += 1 }
            } else {
                index += 1
            }
        }
    }

    // MARK: Directives

    /// Reads a directive from a comment's text, if it starts with one.
    private mutating func comment(_ body: Range<Int>) {
        var index = body.lowerBound
        while index < body.upperBound, Self.isSpace(text[index]) { index += 1 }
        let wordStart = index
        while index < body.upperBound, !Self.isSpace(text[index]), text[index] != UInt8(ascii: ",") { index += 1 }
        let word = String(decoding: text[wordStart..<index], as: UTF8.self)
        guard word.hasPrefix(Self.restOfFile) else { return }
        let location = self.location(wordStart)
        guard word == Self.nextLine || word == Self.restOfFile else {
            strays.append(Stray(word: word, location: location))
            return
        }
        var names: [Suppression.Name] = []
        // The ids end at the comment's end, or at a ':' or '(' after which a reason may follow.
        let end = text[index..<body.upperBound].firstIndex { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "(") }
            ?? body.upperBound
        while index < end {
            while index < end, Self.isSpace(text[index]) || text[index] == UInt8(ascii: ",") { index += 1 }
            let start = index
            while index < end, !Self.isSpace(text[index]), text[index] != UInt8(ascii: ",") { index += 1 }
            if index > start {
                names.append(Suppression.Name(id: String(decoding: text[start..<index], as: UTF8.self),
                                              location: self.location(start)))
            }
        }
        let scope: Suppression.Scope = word == Self.nextLine ? .line(lines.lineNumber(at: body.upperBound) + 1)
            : .restOfFile(after: location)
        suppressions.append(Suppression(scope: scope, directive: word, location: location, names: names))
    }

    // MARK: Positions

    /// Line and column (Unicode scalars, as every position) of `offset`.
    private func location(_ offset: Int) -> SourceLocation {
        lines.location(at: offset)
    }

    // MARK: Bytes

    private func starts(_ literal: StaticString, at offset: Int) -> Bool {
        System.bytes(text, at: offset, startWith: literal)
    }

    private func find(_ literal: StaticString, from offset: Int) -> Int? {
        System.offset(of: literal, in: text, from: offset)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    /// What an unquoted `.strings` word is made of (CoreFoundation's set).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        case UInt8(ascii: "/"): true
        default: false
        }
    }
}
