import Diagnostics
import Platform

/// What reading one `.strings` file produced: its table (whatever could be read of it), every
/// problem, and the file's text as UTF-8 for showing diagnostics in context.
package struct StringsDocument: Sendable {
    package var table: StringsTable
    package var diagnostics: [Diagnostic]
    /// The decoded text (UTF-8, no byte order mark), named as the file was; positions refer to it.
    package var source: SourceFile
    /// Whether anything was reported at error severity (the Settings app would drop the table).
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads `.strings` files: the old-style text format (`"key" = "value";`) in any encoding
/// CoreFoundation detects, or a table compiled to an XML property list.
///
/// Positions are 1-based lines and columns of the decoded text, columns counting Unicode scalars,
/// so a UTF-16 file and its UTF-8 twin report the same places. See `OldStyleStringsReader` for the
/// grammar and `StringsTextDecoder` for encodings.
package enum StringsParser {
    /// The largest file read (the same limit as for definitions).
    package static let maxInputBytes = 256 << 20

    /// Reads a table held in memory; `name` is what diagnostics and `source` are named. What repeats
    /// without bound (a key defined again and again) is reported up to `cap`, then counted.
    package static func parse(_ bytes: [UInt8], name: String, cap: DiagnosticCap = DiagnosticCap()) -> StringsDocument {
        // Binary first: its bytes are no text at all.
        if bytes.count > maxInputBytes {
            return StringsDocument(table: StringsTable(), diagnostics: [.inputTooLarge(limit: maxInputBytes)],
                                   source: SourceFile(bytes: [], displayName: name))
        }
        if BinaryPlistReader.isBinary(bytes) {
            // A compiled table, as built apps ship them.
            let (table, diagnostics) = table(from: BinaryPlistReader.parse(bytes))
            return StringsDocument(table: table, diagnostics: diagnostics, source: SourceFile(bytes: [], displayName: name))
        }
        // A zero-length file is the one text CoreFoundation refuses outright, yet the Settings app copes:
        // it shows the pages' own texts, as for a table without entries. A warning, then.
        if bytes.isEmpty {
            return StringsDocument(table: StringsTable(), diagnostics: [.emptyStringsFile()],
                                   source: SourceFile(bytes: [], displayName: name))
        }
        let decoded = StringsTextDecoder.decode(bytes)
        let source = SourceFile(bytes: decoded.utf8, displayName: name)
        if let opening = decoded.opening, opening.severity == .error {
            return StringsDocument(table: StringsTable(), diagnostics: [opening], source: source)
        }
        if startsWithTag(decoded.utf8) {
            let (table, diagnostics) = readCompiled(original: bytes, decoded: decoded, name: name, cap: cap)
            return StringsDocument(table: table, diagnostics: diagnostics, source: source)
        }
        var diagnostics = decoded.opening.map { [$0] } ?? []
        if let invalid = decoded.invalidAt, decoded.encoding == .utf8 {
            // CF converts the whole file first: one byte that is not UTF-8 and the table is gone.
            diagnostics.append(decoded.invalidByte.map { .legacyEncoding($0, at: invalid) }
                ?? .undecodable(encoding: decoded.encoding.rawValue, at: invalid))
            let (_, problems) = OldStyleStringsReader(utf8: decoded.utf8, cap: cap).readAll()
            var table = StringsTable()
            table.cutByDevice = true
            return StringsDocument(table: table, diagnostics: diagnostics + problems, source: source)
        }
        if let invalid = decoded.invalidAt {
            // A lone UTF-16 surrogate: CF keeps the unit, and the device shows U+FFFD.
            diagnostics.append(.undecodable(encoding: decoded.encoding.rawValue, at: invalid))
        }
        let (table, problems) = OldStyleStringsReader(utf8: decoded.utf8, cap: cap).readAll()
        return StringsDocument(table: table, diagnostics: diagnostics.isEmpty ? problems : diagnostics + problems,
                               source: source)
    }

    /// Reads a table from a file (from `overlay` when it holds the file's unsaved text).
    package static func parse(path: String, displayName: String, overlay: SourceOverlay = .none,
                              cap: DiagnosticCap = DiagnosticCap()) -> Result<StringsDocument, System.FileError> {
        if let text = overlay.text(at: path) {
            guard text.count <= maxInputBytes else { return .success(tooLarge(displayName)) }
            return .success(parse(text, name: displayName, cap: cap))
        }
        switch System.openRegularFile(path) {
        case .failure(let error):
            return .failure(error)
        case .success(let descriptor):
            // A file known to be too large is refused before it is read.
            switch descriptor.readAll(limit: maxInputBytes) {
            case .bytes(let bytes):
                return .success(parse(bytes, name: displayName, cap: cap))
            case .tooLarge:
                return .success(tooLarge(displayName))
            case .failed:
                let code = System.lastErrno
                return .failure(System.FileError(path: displayName, reason: System.message(forErrno: code), code: code))
            }
        }
    }

    /// A table over `maxInputBytes`: refused at its start, read no further.
    private static func tooLarge(_ displayName: String) -> StringsDocument {
        StringsDocument(table: StringsTable(), diagnostics: [.inputTooLarge(limit: maxInputBytes)],
                        source: SourceFile(bytes: [], displayName: displayName))
    }

    // MARK: Compiled tables

    /// Whether the first character that is not white space is `<`: an XML property list.
    static func startsWithTag(_ utf8: [UInt8]) -> Bool {
        var index = 0
        while index < utf8.count {
            switch utf8[index] {
            case 0x09...0x0D, 0x20:
                index += 1
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80
                && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                index += 3
            case UInt8(ascii: "<"):
                return true
            default:
                return false
            }
        }
        return false
    }

    /// Reads an XML property list whose root must be a dictionary of strings.
    private static func readCompiled(original: [UInt8], decoded: StringsTextDecoder.Decoded,
                                     name: String, cap: DiagnosticCap) -> (StringsTable, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let document: PlistDocument
        if decoded.encoding == .utf8 {
            // The plist reader detects a declared 8-bit encoding itself and reports bad bytes.
            document = PlistReader.parse(original, name: name, cap: cap)
        } else {
            if let invalid = decoded.invalidAt {
                diagnostics.append(.undecodable(encoding: decoded.encoding.rawValue, at: invalid))
            }
            document = PlistReader.parse(withoutDeclaration(decoded.utf8), name: name, cap: cap)
        }
        let (table, more) = table(from: document)
        return (table, diagnostics + more)
    }

    /// The table a compiled (XML or binary) property list holds: a dictionary of strings.
    private static func table(from document: PlistDocument) -> (StringsTable, [Diagnostic]) {
        var diagnostics = document.diagnostics
        var table = StringsTable()
        guard let root = document.root else { return (table, diagnostics) }
        guard case .dictionary(let dictionary) = root.value else {
            diagnostics.append(.stringsSyntax("a compiled .strings table must be a dictionary of strings, found "
                + MessageText.article(root.value.typeName), at: root.location))
            return (table, diagnostics)
        }
        for entry in dictionary.entries {
            guard case .string(let value) = entry.value.value else {
                diagnostics.append(.stringsSyntax("the value of \(MessageText.quoted(entry.key)) must be a string, found "
                    + MessageText.article(entry.value.value.typeName), at: entry.value.location))
                continue
            }
            table.append(StringsTable.Entry(key: entry.key, value: value, keyLocation: entry.keyLocation,
                                            valueLocation: entry.value.location))
        }
        return (table, diagnostics)
    }

    /// Text transcoded to UTF-8 with its XML declaration (which names the old encoding) blanked out,
    /// one space per character, so that every position stays where it was.
    static func withoutDeclaration(_ utf8: [UInt8]) -> [UInt8] {
        guard utf8.starts(with: Array("<?xml".utf8)) else { return utf8 }
        var end = 0
        while end + 1 < utf8.count, !(utf8[end] == UInt8(ascii: "?") && utf8[end + 1] == UInt8(ascii: ">")) { end += 1 }
        guard end + 1 < utf8.count else { return utf8 }
        var result: [UInt8] = []
        result.reserveCapacity(utf8.count)
        for byte in utf8[...(end + 1)] {
            switch byte {
            case 0x0A, 0x0D: result.append(byte)
            case 0x80...0xBF: break
            default: result.append(0x20)
            }
        }
        result += utf8[(end + 2)...]
        return result
    }
}
