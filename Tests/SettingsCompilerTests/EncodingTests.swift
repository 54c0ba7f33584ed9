import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

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
        #expect(document.diagnostics.first?.location == Diagnostics.SourceLocation(line: 5, column: 1),
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
    /// UTF-16 without a mark: CoreFoundation takes it for UTF-16 only from a zero byte among the first
    /// two, then skips two bytes and reads little-endian, so only a file whose first character is white
    /// space survives (a warning); any other is refused with one error.
    @Test(arguments: [false, true])
    func utf16WithoutBOM(bigEndian: Bool) {
        let document = parse(utf16(text.replacingUTF8Declaration("UTF-16"), bigEndian: bigEndian, bom: false))
        #expect(document.diagnostics.map(\.message) == ["UTF-16\(bigEndian ? "BE" : "LE") without a byte order mark: the "
            + "device's parser cannot read it; save the file as UTF-8, or as UTF-16 with a byte order mark"])
        #expect(document.diagnostics.first?.location == .wholeFile || document.diagnostics.first?.location == .start)
    }

    @Test func utf16LittleEndianWithoutBOMAfterWhiteSpace() {
        let document = parse(utf16("\n" + plist("<string>한글</string>"), bigEndian: false, bom: false))
        #expect(document.root?.value == .string("한글"))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardXML, .nonStandardXML]) // the mark, the late declaration
    }

    /// Two marks, and a UTF-16 mark saved as UTF-8: one error each, saying what happened.
    @Test func brokenByteOrderMarks() {
        let twice = parse([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8))
        #expect(twice.diagnostics.map(\.message) == ["two byte order marks at the start (UTF-8): the device's parser "
            + "skips one and refuses the file; remove the second"])
        let damaged = parse([0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD] + utf16(text, bigEndian: false, bom: false))
        #expect(damaged.diagnostics.map(\.message) == ["the file starts with EF BF BD EF BF BD, a UTF-16 byte order mark "
            + "saved as UTF-8 (two U+FFFD): the device's parser refuses the file; the rest is UTF-16LE: save the file as "
            + "UTF-8, or as UTF-16 with a byte order mark"])
    }

    /// Mac OS Roman is CF's encoding number 0, which it takes for "none": the file is refused.
    @Test func macRomanDeclared() {
        let document = parse(Array(text.replacingUTF8Declaration("macintosh").utf8))
        #expect(document.diagnostics.map(\.rule) == [.encoding])
        #expect(document.diagnostics.first?.message.contains("Mac OS Roman") == true)
    }

    /// CF sees a declaration only as `encoding=` without white space; otherwise it reads UTF-8.
    @Test func declarationWithSpacesIsNotSeen() {
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding = \"ISO-8859-1\"?>\n<plist version=\"1.0\"><string>".utf8)
            + [0xDC, 0x62, 0x65, 0x72] + Array("</string></plist>".utf8)
        #expect(parse(latin1).diagnostics.map(\.message) == ["byte 0xDC is not UTF-8 (it is '‹' in Mac OS Roman, 'Ü' in "
            + "Windows-1252): the file was saved in an 8-bit encoding, and the device's parser refuses it; save it as UTF-8"])
    }
    @Test func utf32WithBOM() { expectSameResult(utf32(text.replacingUTF8Declaration("UTF-32"), bigEndian: false, bom: true)) }
    @Test func utf32BigEndianWithoutBOM() {
        let document = parse(utf32(text.replacingUTF8Declaration("UTF-32"), bigEndian: true, bom: false))
        #expect(document.diagnostics.map(\.rule) == [.encoding])
        #expect(document.diagnostics.first?.message.hasPrefix("UTF-32BE without a byte order mark") == true)
    }

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

    /// A legacy 8-bit file: one error at the first byte that is not UTF-8, naming what it is in the two
    /// likely encodings.
    @Test func invalidUTF8IsAPositionedEncodingError() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<plist>\n<string>ok".utf8) + [0x93, 0x61, 0x94] + Array("</string></plist>".utf8)
        let document = parse(bytes)
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.rule == .encoding)
        #expect(document.diagnostics.first?.location.line == 3)
        #expect(document.diagnostics.first?.location.column == 11)
        #expect(document.diagnostics.first?.message == "byte 0x93 is not UTF-8 (it is 'ì' in Mac OS Roman, '“' in "
            + "Windows-1252): the file was saved in an 8-bit encoding, and the device's parser refuses it; save it as UTF-8")
    }

    /// In a comment the device never converts the bytes: it reads the file (a warning).
    @Test func legacyBytesInACommentOnly() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<!-- caf".utf8) + [0xE9] + Array(" -->\n<plist><true/></plist>\n".utf8)
        let document = parse(bytes)
        #expect(document.root?.value == .bool(true))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardXML])
    }

    @Test func brokenUTF16IsReportedWhereItBreaks() {
        // An unpaired high surrogate on line 3.
        var bytes = utf16(text.replacingUTF8Declaration("UTF-16"), bigEndian: false, bom: true)
        let lineThree = utf16("<array>\n<string>", bigEndian: false, bom: false)
        let start = bytes.firstRange(of: lineThree)!.upperBound
        bytes.replaceSubrange(start..<(start + 2), with: [0x00, 0xD8])
        let document = parse(bytes)
        #expect(document.diagnostics.map(\.rule) == [.encoding])
        #expect(document.diagnostics.first?.location == Diagnostics.SourceLocation(line: 4, column: 9))
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
