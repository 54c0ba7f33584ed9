import PropertyList
import SettingsCompiler
import Testing
import XMLStream

@Suite("Encodings")
struct EncodingTests {
    private let text = plist("<array>\n<string>한글 Ünïcödé 😀</string>\n<foo/>\n</array>")

    private func parse(_ bytes: [UInt8]) -> PlistDocument {
        PlistReader.parse(bytes)
    }

    private func expectSameResult(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let document = parse(bytes)
        // The value is read correctly and the one problem is placed on line 5, column 1, as in UTF-8.
        #expect(document.diagnostics.map(\.rule) == [.unknownElement], sourceLocation: sourceLocation)
        #expect(document.diagnostics.first?.location == XMLStream.SourceLocation(line: 5, column: 1),
                sourceLocation: sourceLocation)
        #expect(document.root?.value == .array([PlistNode(.string("한글 Ünïcödé 😀"))]), sourceLocation: sourceLocation)
    }

    private func utf16(_ string: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in string.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        return bytes
    }

    private func utf32(_ string: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0, 0, 0xFE, 0xFF] : [0xFF, 0xFE, 0, 0]) : []
        for scalar in string.unicodeScalars {
            let value = scalar.value
            let quad = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            bytes += bigEndian ? quad : quad.reversed()
        }
        return bytes
    }

    @Test func utf8() { expectSameResult(Array(text.utf8)) }
    @Test func utf8WithBOM() { expectSameResult([0xEF, 0xBB, 0xBF] + Array(text.utf8)) }
    @Test func utf16LittleEndianWithBOM() { expectSameResult(utf16(text.replacingUTF8Declaration("UTF-16"), bigEndian: false, bom: true)) }
    @Test func utf16BigEndianWithBOM() { expectSameResult(utf16(text.replacingUTF8Declaration("UTF-16"), bigEndian: true, bom: true)) }
    @Test func utf16WithoutBOM() { expectSameResult(utf16(text.replacingUTF8Declaration("UTF-16"), bigEndian: false, bom: false)) }
    @Test func utf32WithBOM() { expectSameResult(utf32(text.replacingUTF8Declaration("UTF-32"), bigEndian: false, bom: true)) }
    @Test func utf32BigEndianWithoutBOM() { expectSameResult(utf32(text.replacingUTF8Declaration("UTF-32"), bigEndian: true, bom: false)) }

    @Test func latin1Declared() {
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist version=\"1.0\"><string>".utf8)
            + [0xDC, 0x62, 0x65, 0x72] + Array("</string></plist>".utf8)
        let document = parse(latin1)
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.value == .string("Über"))
    }

    @Test func declarationThatLies() {
        let document = parse(Array(text.replacingUTF8Declaration("UTF-16").utf8))
        #expect(document.diagnostics.map(\.rule) == [.encoding])
        #expect(document.diagnostics.first?.message.contains("'UTF-16'") == true)
    }

    @Test func unknownEncoding() {
        let document = parse(Array(text.replacingUTF8Declaration("X-NO-SUCH-ENCODING").utf8))
        #expect(document.diagnostics.map(\.rule) == [.encoding])
        #expect(document.diagnostics.first?.message.contains("unsupported encoding") == true)
    }

    @Test func invalidUTF8IsAPositionedSyntaxError() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<plist>\n<string>ok".utf8) + [0xFF] + Array("</string></plist>".utf8)
        let document = parse(bytes)
        #expect(document.diagnostics.first?.rule == .xmlSyntax)
        #expect(document.diagnostics.first?.location.line == 3)
        #expect(document.diagnostics.first?.location.column == 11)
        #expect(document.diagnostics.first?.message == "invalid UTF-8 (bytes 0xFF 0x3C 0x2F 0x73); save the file as UTF-8 or declare its encoding")
    }

    @Test func brokenUTF16IsReportedWhereItBreaks() {
        // An unpaired high surrogate on line 3.
        var bytes = utf16(text.replacingUTF8Declaration("UTF-16"), bigEndian: false, bom: true)
        let lineThree = utf16("<array>\n<string>", bigEndian: false, bom: false)
        let start = bytes.firstRange(of: lineThree)!.upperBound
        bytes.replaceSubrange(start..<(start + 2), with: [0x00, 0xD8])
        let document = parse(bytes)
        #expect(document.diagnostics.map(\.rule) == [.encoding])
        #expect(document.diagnostics.first?.location == XMLStream.SourceLocation(line: 4, column: 9))
    }
}

extension String {
    func replacingUTF8Declaration(_ encoding: String) -> String {
        replacingFirst("encoding=\"UTF-8\"", "encoding=\"\(encoding)\"")
    }

    func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
