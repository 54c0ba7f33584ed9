import PropertyList
import SettingsCompiler
import Testing
import XMLStream

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
        // XML turns CRLF and lone CR into LF; &#13; is how a plist carries a real CR.
        #expect(value("<string>a\r\nb\rc&#13;</string>") == .string("a\nb\nc\r"))
    }

    @Test func integers() {
        #expect(value("<integer>0</integer>") == .integer(PlistInteger(Int64(0))))
        #expect(value("<integer>-0</integer>") == .integer(PlistInteger(Int64(0))))
        #expect(value("<integer>+42</integer>") == .integer(PlistInteger(Int64(42))))
        #expect(value("<integer> 7 </integer>") == .integer(PlistInteger(Int64(7))))
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
        ("", false), ("1.5", false), ("12abc", false), ("--1", false), ("0x", false), ("1 2", false),
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

    @Test(arguments: ["1e999", "-1e999"])
    func realsTooLarge(text: String) {
        let document = parsePlist(plist("<real>\(text)</real>"))
        #expect(document.diagnostics.map(\.rule) == [.invalidReal])
        #expect(document.diagnostics.first?.message.contains("too large") == true)
    }

    @Test(arguments: ["", "1.2.3", "e5", "1e", "0x1p3", "one", "1,5"])
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
        // Leaving out trailing units is allowed, and the precision survives a round trip.
        let short = PlistDate(year: 2024, month: 5, precision: 2)
        #expect(value("<date>2024-05Z</date>") == .date(short))
        #expect(short.description == "2024-05Z")
        #expect(PlistDate(year: 7).description == "0007-01-01T00:00:00Z")
    }

    @Test(arguments: [
        ("2024-13-01T00:00:00Z", "month 13"), ("2023-02-29T00:00:00Z", "day 29"), ("1900-02-29T00:00:00Z", "day 29"),
        ("2024-04-31T00:00:00Z", "day 31"), ("2024-01-01T24:00:00Z", "hour 24"), ("2024-01-01T00:60:00Z", "minute 60"),
        ("2024-01-01T00:00:00", "expected"), ("2024-1-01T00:00:00Z", "expected"), ("yesterday", "expected"),
        ("2024-01-01 00:00:00Z", "expected"), ("2024-01-01T00:00:00+09:00", "expected"),
    ])
    func invalidDates(text: String, reason: String) {
        let document = parsePlist(plist("<date>\(text)</date>"))
        #expect(document.diagnostics.map(\.rule) == [.invalidDate])
        #expect(document.diagnostics.first?.message.contains(reason) == true)
    }

    @Test func data() {
        #expect(value("<data>SGVsbG8=</data>") == .data(Array("Hello".utf8)))
        #expect(value("<data>\n\tSGVs\n\tbG8=\n</data>") == .data(Array("Hello".utf8)))
        #expect(value("<data>SGVsbG8</data>") == .data(Array("Hello".utf8)))
        #expect(value("<data></data>") == .data([]))
        let bytes = (0...255).map { UInt8($0) }
        #expect(Base64.decode(Base64.encode(bytes, lineLength: 68)[...]) == .success(bytes))
    }

    @Test(arguments: ["SGVsbG8*", "S", "SGVsbG8===", "SG=VsbG8", "SGVsbG8=x", "Zg=x"])
    func invalidData(text: String) {
        #expect(parsePlist(plist("<data>\(text)</data>")).diagnostics.map(\.rule) == [.invalidData])
    }

    @Test func containersKeepOrderAndLocations() throws {
        let source = MarkedSource(plist("""
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
        let source = MarkedSource(plist("<array><string>한글</string>1️⃣<foo/></array>"))
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
