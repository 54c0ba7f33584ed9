import Diagnostics
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

@Suite("Plist values")
struct PlistValueTests {
    private func value(_ body: String) -> PlistValue? {
        let document = parsePlist(plist(body))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        return document.root?.value
    }

    @Test func strings() {
        #expect(value("<string>Wi-Fi</string>") == .string("Wi-Fi"))
        #expect(value("<string></string>") == .string(""))
        #expect(value("<string/>") == .string(""))
        #expect(value("<string>  kept  </string>") == .string("  kept  "))
        #expect(value("<string>a &amp; b &lt;c&gt; &quot;&apos; &#x1F600; &#48;</string>") == .string("a & b <c> \"' 😀 0"))
        #expect(value("<string><![CDATA[<b>&amp;</b>]]></string>") == .string("<b>&amp;</b>"))
        #expect(value("<string>자동 로그인</string>") == .string("자동 로그인"))
        // CoreFoundation keeps line breaks as written (XML would make them LF), and drops one leading U+FEFF.
        #expect(value("<string>a\r\nb\rc&#13;</string>") == .string("a\r\nb\rc\r"))
        #expect(value("<string>\u{FEFF}\u{FEFF}x</string>") == .string("\u{FEFF}x"))
    }

    /// A value longer than the 64 KB the reader reads at a time, that libxml2 cannot deliver as the device
    /// reads it (control characters, kept line breaks): held back whole, then handed over, with its value.
    @Test func aValueAcrossReadBlocks() {
        let text = "\u{1}" + String(repeating: "a\r\n", count: 50_000) + "\u{1B}end"
        let document = parsePlist(plist("<array><string>\(text)</string><integer>\(String(repeating: "0", count: 90_000))7</integer></array>"))
        #expect(document.root?.value == .array([PlistNode(.string(text)), PlistNode(.integer(PlistInteger(Int64(7))))]))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardXML, .nonStandardXML])
    }

    @Test func integers() {
        #expect(value("<integer>0</integer>") == .integer(PlistInteger(Int64(0))))
        #expect(value("<integer>-0</integer>") == .integer(PlistInteger(Int64(0))))
        #expect(value("<integer>+42</integer>") == .integer(PlistInteger(Int64(42))))
        #expect(value("<integer> 7</integer>") == .integer(PlistInteger(Int64(7))))
        #expect(value("<integer>0042</integer>") == .integer(PlistInteger(Int64(42))))
        #expect(value("<integer>-9223372036854775808</integer>") == .integer(PlistInteger(Int64.min)))
        #expect(value("<integer>9223372036854775807</integer>") == .integer(PlistInteger(Int64.max)))
        #expect(value("<integer>18446744073709551615</integer>") == .integer(PlistInteger(UInt64.max)))
        #expect(value("<integer>0x1F</integer>") == .integer(PlistInteger(Int64(31))))
        #expect(PlistInteger(Int64.min).description == "-9223372036854775808")
        #expect(PlistInteger(Int64.min).int64 == Int64.min)
        #expect(PlistInteger(UInt64.max).int64 == nil)
    }

    @Test(arguments: [
        ("18446744073709551616", true), ("-9223372036854775809", true), ("99999999999999999999999", true),
        ("", false), ("1.5", false), ("12abc", false), ("--1", false), ("0x", false), ("1 2", false), (" 7 ", false),
        ("1e3", false),
    ])
    func invalidIntegers(text: String, outOfRange: Bool) {
        let document = parsePlist(plist("<integer>\(text)</integer>"))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.rule) == [.invalidInteger])
        #expect(document.diagnostics.first?.message.contains("out of range") == outOfRange)
    }

    @Test func reals() {
        #expect(value("<real>1.5</real>") == .real(1.5))
        #expect(value("<real>-0.25e-3</real>") == .real(-0.00025))
        #expect(value("<real>.5</real>") == .real(0.5))
        #expect(value("<real>3</real>") == .real(3))
        #expect(value("<real>1.7976931348623157e308</real>") == .real(.greatestFiniteMagnitude))
        #expect(value("<real>nan</real>") == .real(.nan))
        #expect(value("<real>+infinity</real>") == .real(.infinity))
        #expect(value("<real>-infinity</real>") == .real(-.infinity))
        #expect(value("<real>-inf</real>") == .real(-.infinity))
        #expect(PlistReal.text(.nan) == "nan")
        #expect(PlistReal.text(-.infinity) == "-infinity")
        #expect(PlistReal.text(0.1) == "0.1")
    }

    /// White space after an integer's sign: the device reads the number (a warning naming it).
    @Test func spaceAfterASign() {
        let document = parsePlist(plist("<integer>- 42</integer>"))
        #expect(document.root?.value == .integer(PlistInteger(Int64(-42))))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardValue])
        #expect(document.diagnostics.first?.message.contains("reads it as -42") == true)
    }

    /// Out of a double's range the device reads infinity or zero: a warning that says so.
    @Test(arguments: [("1e999", Double.infinity, "infinity"), ("-1e999", -Double.infinity, "-infinity"), ("1e-400", 0, "0")])
    func realsOutOfRange(text: String, read: Double, shown: String) {
        let document = parsePlist(plist("<real>\(text)</real>"))
        #expect(document.root?.value == .real(read))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardValue])
        #expect(document.diagnostics.first?.message.hasSuffix("the device reads it as \(shown)") == true)
    }

    @Test(arguments: ["", "1.2.3", "e5", "1e", "0x1p3", "one", "1,5", "+nan", "-nan", "1.5 "])
    func invalidReals(text: String) {
        #expect(parsePlist(plist("<real>\(text)</real>")).diagnostics.map(\.rule) == [.invalidReal])
    }

    @Test func booleans() {
        #expect(value("<true/>") == .bool(true))
        #expect(value("<false></false>") == .bool(false))
    }

    @Test func dates() {
        #expect(value("<date>2024-02-29T23:59:59Z</date>") == .date(PlistDate(year: 2024, month: 2, day: 29,
                                                                             hour: 23, minute: 59, second: 59)))
        #expect(value("<date>2000-02-29T00:00:00Z</date>") != nil)
        // A date typed short in the shell keeps its precision for display (files need all six fields).
        let short = PlistDate(year: 2024, month: 5, precision: 2)
        #expect(short.description == "2024-05Z")
        #expect(PlistDate(year: 7).description == "0007-01-01T00:00:00Z")
    }

    /// A time that does not exist is read as another, as CoreFoundation carries the fields over (measured
    /// against CF): a warning naming it.
    @Test(arguments: [
        ("2024-13-01T00:00:00Z", "2025-01-01T00:00:00Z"), ("2023-02-29T00:00:00Z", "2023-03-01T00:00:00Z"),
        ("1900-02-29T00:00:00Z", "1900-03-01T00:00:00Z"), ("2024-04-31T00:00:00Z", "2024-05-01T00:00:00Z"),
        ("2024-01-01T24:00:00Z", "2024-01-02T00:00:00Z"), ("2024-01-01T00:60:00Z", "2024-01-01T01:00:00Z"),
        ("2020-03-00T00:00:00Z", "2020-02-29T00:00:00Z"), ("2020-00-10T00:00:00Z", "2020-01-10T00:00:00Z"),
        ("2020-99-10T00:00:00Z", "2020-01-10T00:00:00Z"), ("2020-01-01T99:99:99Z", "2020-01-05T04:40:39Z"),
    ])
    func datesThatDoNotExist(text: String, read: String) {
        let document = parsePlist(plist("<date>\(text)</date>"))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardValue])
        #expect(document.diagnostics.first?.message == "date '\(text)' does not exist: the device reads it as \(read)")
        #expect(document.root.map { PlistText.plain($0.value) } == read)
    }

    @Test(arguments: [
        ("2024-01-01T00:00:00", "expected"), ("2024-1-01T00:00:00Z", "expected"), ("yesterday", "expected"),
        ("2024-01-01 00:00:00Z", "expected"), ("2024-01-01T00:00:00+09:00", "expected"), ("2024-05Z", "all six fields"),
        (" 2024-01-01T00:00:00Z", "white space"), ("2024-01-01T00:00:00Z\n", "white space"), ("10000-01-01T00:00:00Z", "0 to 9999"),
    ])
    func invalidDates(text: String, reason: String) {
        let document = parsePlist(plist("<date>\(text)</date>"))
        #expect(document.diagnostics.map(\.rule) == [.invalidDate])
        #expect(document.diagnostics.first?.message.contains(reason) == true)
    }

    @Test func data() {
        #expect(value("<data>SGVsbG8=</data>") == .data(Array("Hello".utf8)))
        #expect(value("<data>\n\tSGVs\n\tbG8=\n</data>") == .data(Array("Hello".utf8)))
        #expect(value("<data></data>") == .data([]))
        let bytes = (0...255).map { UInt8($0) }
        #expect(Base64.decode(Base64.encode(bytes, lineLength: 68)[...]) == .success(bytes))
    }

    /// Base64 the device reads otherwise than strict decoders (measured against CF): it skips characters
    /// that are not base64, reads '=' as a zero digit and drops leftover digits. A warning naming the size.
    @Test(arguments: [
        ("SGVsbG8*", [0x48, 0x65, 0x6C]), ("S", []), ("SGVsbG8", [0x48, 0x65, 0x6C]), ("AAE==", [0x00, 0x01]),
        ("AAE=AAE=", [0x00, 0x01, 0x00, 0x01]), ("AA*E!C", [0x00, 0x01, 0x02]), ("-_-_", []),
    ] as [(String, [UInt8])])
    func lenientData(text: String, bytes: [UInt8]) {
        let document = parsePlist(plist("<data>\(text)</data>"))
        #expect(document.root?.value == .data(bytes))
        #expect(document.diagnostics.map(\.rule) == [.nonStandardValue])
        #expect(document.diagnostics.first?.message.contains("the device reads \(bytes.count) byte") == true)
    }

    /// A character beyond ASCII: the device refuses the file.
    @Test(arguments: ["SGVs\u{E9}", "\u{FF21}QE="])
    func invalidData(text: String) {
        #expect(parsePlist(plist("<data>\(text)</data>")).diagnostics.map(\.rule) == [.invalidData])
    }

    @Test func containersKeepOrderAndLocations() throws {
        let source = MarkedText(plist("""
        1️⃣<dict>
          <key>b</key>2️⃣<array>3️⃣<integer>1</integer> 4️⃣<true/></array>
          5️⃣<key>a</key>6️⃣<dict/>
        </dict>
        """))
        let document = parsePlist(source.text)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.location == source["1️⃣"])
        guard case .dictionary(let dictionary) = root.value else { Issue.record("not a dict"); return }
        #expect(dictionary.entries.map(\.key) == ["b", "a"])
        #expect(dictionary.entries[1].keyLocation == source["5️⃣"])
        #expect(dictionary.entries[1].value.location == source["6️⃣"])
        let array = try #require(dictionary["b"])
        #expect(array.location == source["2️⃣"])
        guard case .array(let items) = array.value else { Issue.record("not an array"); return }
        #expect(items.map(\.location) == [source["3️⃣"], source["4️⃣"]])
    }

    @Test func commentsAndProcessingInstructionsAreIgnored() {
        #expect(value("<dict><!-- a comment --><key>k</key><?pi data?><string>v</string></dict>")
            == .dictionary(PlistDictionary([.init(key: "k", value: PlistNode(.string("v")))])))
    }

    @Test func equalityIgnoresLocations() {
        #expect(PlistNode(.string("a"), at: SourceLocation(line: 3, column: 4)) == PlistNode(.string("a")))
        #expect(PlistValue.real(.nan) == .real(.nan))
        #expect(PlistValue.integer(PlistInteger(Int64(1))) != .real(1))
    }

    @Test func columnsCountCharactersNotBytes() {
        let source = MarkedText(plist("<array><string>한글</string>1️⃣<foo/></array>"))
        let document = parsePlist(source.text)
        #expect(document.diagnostics.map(\.location) == [source["1️⃣"]])
    }

    @Test func rootArrayElementsCanBeStreamed() {
        var streamed: [PlistNode] = []
        let document = PlistReader.parse(SourceFile(bytes: Array(plist("<array><integer>1</integer><string>x</string></array>").utf8),
                                                    displayName: "t")) { streamed.append($0.node($1)) }
        #expect(streamed.map(\.value) == [.integer(PlistInteger(Int64(1))), .string("x")])
        #expect(document.root?.value == .array([]))
    }
}
