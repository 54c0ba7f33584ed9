import Diagnostics
import PropertyList

/// Turns settingsc's positions in one file (1-based lines, columns counting Unicode scalars)
/// into LSP positions in the negotiated encoding, reading the lines from the client's open document
/// when there is one (that is the text checked) and otherwise from the file.
struct LocationMapper {
    let encoding: PositionEncoding
    private let document: TextDocument?
    private let file: (any DiagnosticSource)?
    /// Code units of a byte order mark the document starts with: the client counts it, settingsc does not.
    private let markUnits: Int

    init(file: (any DiagnosticSource)?, document: TextDocument?, encoding: PositionEncoding) {
        self.file = file
        self.document = document
        self.encoding = encoding
        let startsWithMark = document.map { $0.text.starts(with: [0xEF, 0xBB, 0xBF]) } ?? false
        markUnits = startsWithMark ? encoding.units(ofScalarStartingWith: 0xEF) : 0
    }

    /// The bytes of line `line` (1-based) as settingsc counted them: without a leading byte order mark.
    private func line(_ line: Int) -> ArraySlice<UInt8> {
        if let document {
            let bytes = document.line(line - 1)
            return line == 1 && markUnits > 0 ? bytes.dropFirst(3) : bytes
        }
        return file?.line(line).map { Array($0.utf8)[...] } ?? []
    }

    /// The position of a location; a finding about the whole file (and a byte offset in a binary file,
    /// which has no lines) is at the start.
    func position(_ location: SourceLocation) -> LSPPosition {
        guard location.line >= 1, location.column >= 1 else { return LSPPosition(line: 0, character: 0) }
        let bytes = line(location.line)
        return LSPPosition(line: location.line - 1,
                           character: offsetUnits(location.line) + encoding.units(ofScalars: location.column - 1, in: bytes))
    }

    /// The range a diagnostic at `location` covers: the element, quoted string or word that starts
    /// there, on its line (settingsc's diagnostics name a place, not a span).
    func range(at location: SourceLocation) -> LSPRange {
        guard location.line >= 1, location.column >= 1 else { return .documentStart }
        let bytes = line(location.line)
        let startByte = bytes.startIndex + PositionEncoding.utf32.byteCount(ofUnits: location.column - 1, in: bytes)
        let endByte = Self.tokenEnd(from: startByte, in: bytes)
        let base = offsetUnits(location.line)
        let startUnits = base + encoding.units(ofBytes: startByte - bytes.startIndex, in: bytes)
        let endUnits = base + encoding.units(ofBytes: endByte - bytes.startIndex, in: bytes)
        return LSPRange(start: LSPPosition(line: location.line - 1, character: startUnits),
                        end: LSPPosition(line: location.line - 1, character: endUnits))
    }

    private func offsetUnits(_ line: Int) -> Int { line == 1 ? markUnits : 0 }

    /// Where the token at `start` ends in `line`: `<key>…</key>` when it closes on the line (else the
    /// tag), a quoted string, or a run of characters up to white space or markup.
    static func tokenEnd(from start: Int, in line: ArraySlice<UInt8>) -> Int {
        guard start < line.endIndex else { return start }
        switch line[start] {
        case UInt8(ascii: "<"):
            guard let close = line[start...].firstIndex(of: UInt8(ascii: ">")) else { return line.endIndex }
            var name = line[(start + 1)..<close]
            name = name.prefix { $0 != 32 && $0 != 9 && $0 != UInt8(ascii: "/") }
            let selfClosing = line[close - 1] == UInt8(ascii: "/")
            guard !selfClosing, !name.isEmpty, name.first != UInt8(ascii: "!"), name.first != UInt8(ascii: "?") else {
                return close + 1
            }
            let endTag = Array("</".utf8) + name + [UInt8(ascii: ">")]
            var index = close + 1
            while index + endTag.count <= line.endIndex {
                if line[index] == UInt8(ascii: "<"), line[index..<(index + endTag.count)].elementsEqual(endTag) {
                    return index + endTag.count
                }
                index += 1
            }
            return close + 1
        case UInt8(ascii: "\""):
            var index = start + 1
            while index < line.endIndex {
                if line[index] == UInt8(ascii: "\\") { index += 2; continue }
                if line[index] == UInt8(ascii: "\"") { return index + 1 }
                index += 1
            }
            return line.endIndex
        default:
            var index = start
            let stops: Set<UInt8> = [32, 9, UInt8(ascii: "<"), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ",")]
            while index < line.endIndex, !stops.contains(line[index]) { index += 1 }
            if index == start {
                index += 1
                while index < line.endIndex, line[index] & 0xC0 == 0x80 { index += 1 }
            }
            return min(index, line.endIndex)
        }
    }
}
