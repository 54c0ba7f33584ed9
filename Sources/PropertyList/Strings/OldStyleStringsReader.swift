import Diagnostics
import Platform
import XMLStream

/// Reads the old-style strings format (`"key" = "value";`) from UTF-8 text, as CoreFoundation's
/// `CFOldStylePList.c` does, but reports every problem with its line:column instead of giving up.
///
/// Positions: lines end at LF, CR or CRLF (as `SourceLocation` and `SourceFile.line(_:)` count
/// them); columns count Unicode scalars. U+2028 and U+2029 are white space, and end a `//` comment,
/// but do not start a new line for positions. Vertical tab and form feed are white space too.
///
/// What the device keeps of a table with errors is what CoreFoundation keeps: where it expects a key and
/// finds something that cannot start one (`;;`, a lone `=`, `}`, an unterminated comment or string), it
/// stops and keeps the entries before; any other error (a missing `;`, even after the last entry) drops
/// the whole table. The first error's message says which (`Fate`), and `table` holds what is kept.
///
/// After an error the reader resynchronises: it skips the offending token and then whole tokens
/// (strings and comments as units) until a `;` outside `{ }` or `( )`, which it consumes, or until a
/// token that starts on a later line. A missing `;` after a value is reported where the `;` belongs and reading goes on with
/// the next token. Every step consumes input, so it always ends; no recursion.
struct OldStyleStringsReader {
    let text: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    private(set) var diagnostics: [Diagnostic] = []
    /// What the device keeps (once `read()` is done). The token readers decode texts onto its end.
    var table: StringsTable
    /// An unterminated string or comment ran to the end: nothing more is reported about the end.
    var ranOffEnd = false
    /// Whether plain entries are read in one step (`+PlainEntries`); tests turn it off to compare that
    /// step with the grammar alone.
    var readsPlainEntries = true
    /// What CoreFoundation does with the table, decided by the first error.
    private var fate = Fate.whole
    /// Whether a token has been read (the first token of a file cannot be skipped: CF refuses the file).
    var readAny = false
    /// At most the cap's `perRule` of each rule kept while reading; the rest counted.
    private var cap: DiagnosticCap
    /// The longest text (key or value) read, as for XML: past it the file is not read further.
    static let maxTextBytes = XMLEventParser.Limits().maxTextBytes

    /// What the device does with a table, as the first error decides.
    enum Fate: Equatable {
        /// No error: every entry is read.
        case whole
        /// The device stops at an error where a key belongs and keeps the `kept` entries before `line`.
        case stops(kept: Int, line: Int)
        /// The device drops the whole table.
        case dropped
    }

    /// What an error does to the table, as the device reads it.
    enum Consequence {
        /// Where a key belongs: the device stops reading there.
        case stops
        /// Anywhere else: the device drops the table.
        case drops
    }

    init(utf8: [UInt8], cap: DiagnosticCap = DiagnosticCap()) {
        self.text = utf8
        self.cap = cap
        // A text without escapes is kept where it is written: the table's texts start as the file's
        // (the same storage), and only texts with escapes are decoded onto their end.
        // Room for the entries up front instead of growing the index ~6 times: one entry every 32 bytes,
        // denser than tables are written (`"Wi-Fi" = "WLAN";` and its line break take 20 bytes, but the
        // bench's tables average 41 an entry and real apps' tables 50 to 90, most with a comment each); a
        // denser one grows. Counting the `;` instead cost a pass over the bytes (~0.5 instructions a byte).
        // (The table is made whole before it is stored: set up in place, the reader was copied once more.)
        table = StringsTable(texts: utf8, reserving: utf8.count / 32 + 1)
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }
    var atEnd: Bool { index >= text.count }

    // MARK: The grammar

    /// Reads the whole text; `table` is then what the device keeps.
    mutating func read() {
        readEntries()
        finishTable()
        let summaries = cap.summaries
        if !summaries.isEmpty { diagnostics += summaries }
    }

    /// Reads the whole text and hands over what the device keeps and every problem, moved out of the
    /// reader rather than copied from it.
    consuming func readAll() -> (table: StringsTable, diagnostics: [Diagnostic]) {
        read()
        return (table, diagnostics)
    }

    private mutating func readEntries() {
        // CF first reads the file as one property list, so a table may also be written `{ ... }`.
        var braced = false
        if skipTrivia(.stops), text[index] == UInt8(ascii: "{") {
            advance()
            braced = true
        }
        while skipTrivia(.stops) {
            if braced, text[index] == UInt8(ascii: "}") {
                advance()
                if skipTrivia() { report("unexpected \(foundText()) after the '}' that ends the table", at: location, .drops) }
                return
            }
            // Most entries are plain: read in one step, and the grammar goes on where they stop. Most
            // of the others are plain but for an escape such as `\"`: read in one step too.
            if readsPlainEntries {
                let before = index
                readPlainEntries()
                if index != before || readEntryWithEscapes() { continue }
            }
            let keyStart = location
            let first = !readAny
            readAny = true
            guard let key = readString(where: first ? .drops : .stops) else {
                if ranOffEnd { return }
                report("expected a key, found \(foundText())", at: keyStart, first ? .drops : .stops)
                recover(from: keyStart.line)
                continue
            }
            guard skipTrivia() else {
                if !ranOffEnd {
                    report("expected '=' or ';' after the key \(MessageText.quoted(table.text(key))), found the end of the file",
                           at: location, .drops)
                }
                add(key, key, keyStart, keyStart)
                return
            }
            if text[index] == UInt8(ascii: ";") {
                advance()
                add(key, key, keyStart, keyStart)
                continue
            }
            guard text[index] == UInt8(ascii: "=") else {
                let here = location
                report("expected '=' or ';' after the key \(MessageText.quoted(table.text(key))), found \(foundText())",
                       at: here, .drops)
                recover(from: here.line)
                continue
            }
            advance()
            guard skipTrivia() else {
                if !ranOffEnd { report("expected a value after '='", at: location, .drops) }
                return
            }
            let valueStart = location
            guard let value = readString(where: .drops) else {
                if ranOffEnd { return }
                report("expected a value after '=', found \(foundText())", at: valueStart, .drops)
                recover(from: valueStart.line)
                continue
            }
            add(key, value, keyStart, valueStart)
            let afterValue = location
            if skipTrivia(), text[index] == UInt8(ascii: ";") {
                advance()
            } else if !ranOffEnd {
                report("missing ';' after the entry for \(MessageText.quoted(table.text(key)))", at: afterValue, .drops)
            }
        }
        if braced && !ranOffEnd { report("missing '}' at the end of the table", at: location, .drops) }
    }

    /// The table as the device reads it: the entries before the first error where a key belongs, none
    /// when an error dropped it.
    private mutating func finishTable() {
        switch fate {
        case .whole:
            return
        case .stops(let kept, _):
            table.truncate(to: kept)
        case .dropped:
            table.truncate(to: 0)
        }
        table.cutByDevice = true
    }

    /// Adds the entry whose key and value were read into the table's texts at `key` and `value`.
    mutating func add(_ key: Range<Int>, _ value: Range<Int>, _ keyLocation: SourceLocation,
                      _ valueLocation: SourceLocation) {
        if let first = table.add(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation) {
            reportDuplicate(table.count - 1, first: first)
        }
    }

    /// Reports that the entry at `position` defines its key again, first defined by the entry at `first`.
    mutating func reportDuplicate(_ position: Int, first: Int) {
        let keyLocation = table.records[position].keyLocation
        if cap.admits(.duplicateStringsKey, at: keyLocation) {
            diagnostics.append(.duplicateStringsKey(table.text(table.records[position].key), at: keyLocation,
                                                    first: table.records[first].keyLocation))
        }
    }

    /// Records a finding outside the cap and the table's fate (a limit that stops the reading).
    mutating func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Reports an error inside a string that the device reads all the same (the table is not cut).
    mutating func reportInValue(_ message: String, at location: SourceLocation) {
        if cap.admits(.stringsSyntax, at: location) { diagnostics.append(.stringsSyntax(message, at: location)) }
    }

    /// Reports a syntax error; the first one also says what the device does with the table.
    mutating func report(_ message: String, at location: SourceLocation, _ consequence: Consequence = .drops) {
        // The first error is always kept (it says what the device does); the rest are capped.
        guard fate == .whole else { return reportInValue(message, at: location) }
        _ = cap.admits(.stringsSyntax, at: location)
        switch consequence {
        case .stops:
            fate = .stops(kept: table.count, line: location.line)
            let kept = table.count
            // "before line 14" when the entries end on an earlier line, else "before it".
            let lastLine = table.lastEntryLine ?? 0
            let before = lastLine < location.line ? "before line \(location.line)" : "before it"
            let what = kept == 0 ? "reads no entry from this table"
                : kept == 1 ? "keeps the entry \(before) and drops the rest" : "keeps the \(kept) entries \(before) and drops the rest"
            diagnostics.append(.stringsSyntax(message + ": the Settings app \(what)", at: location))
        case .drops:
            fate = .dropped
            diagnostics.append(.stringsSyntax(message + ": the Settings app drops the whole table", at: location))
        }
    }

    /// Skips the offending token, then tokens up to and including a `;` outside brackets, stopping
    /// early before a token on a line after `line` (so one bad line costs one report).
    private mutating func recover(from line: Int) {
        var depth = 0
        skipToken(depth: &depth)
        while skipTrivia() {
            if self.line != line { return }
            if text[index] == UInt8(ascii: ";") && depth == 0 {
                advance()
                return
            }
            skipToken(depth: &depth)
        }
    }

    /// Moves over one token: a quoted string, an unquoted word, or one character; `{ ( ) }` change
    /// `depth`, so that a structured value's own `;` do not end the recovery.
    private mutating func skipToken(depth: inout Int) {
        if readString() != nil || ranOffEnd { return }
        switch text[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "("): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"): depth = max(0, depth - 1)
        default: break
        }
        advanceScalar()
    }

    /// How the token at the current position is shown in a message.
    private func foundText() -> String {
        var end = index
        while end < text.count, Self.isUnquoted(text[end]) { end += 1 }
        if end == index { end = scalarEnd(from: index) }
        return MessageText.quoted(String(decoding: text[index..<end], as: UTF8.self))
    }
}
