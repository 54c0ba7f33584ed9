import PropertyList
import SettingsCompiler
import Testing
import XMLStream

/// One test per rule: the rule id, the message and the exact line:column (marked in the input).
@Suite("Rules")
struct RuleTests {
    /// Compiles `marked` and expects exactly these diagnostics, in order.
    /// With `plistOnly`, only the plist layer runs (for grammar rules on inputs that are no settings screen).
    private func expect(_ marked: String, _ expected: [(marker: Character, rule: Rule, message: String)],
                        plistOnly: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked)
        let diagnostics = plistOnly ? parsePlist(source.text).diagnostics : compile(source.text).report.diagnostics
        let actual = diagnostics.map { "\($0.location) [\($0.rule.id)] \($0.message)" }
        let wanted = expected.map { "\(source[$0.marker]) [\($0.rule.id)] \($0.message)" }
        #expect(actual == wanted, sourceLocation: sourceLocation)
        for (diagnostic, item) in zip(diagnostics, expected) {
            #expect(diagnostic.severity == item.rule.severity, sourceLocation: sourceLocation)
        }
    }

    private func screen(_ rows: String, title: String = "<key>SectionTitle</key><string>General</string>") -> String {
        plist("<array>\n<dict>\(title)<key>Data</key><array>\n\(rows)\n</array></dict>\n</array>")
    }

    private func row(_ style: String = "SettingBasicCell", _ content: String = "Row", _ extra: String = "") -> String {
        "<dict><key>CellStyle</key><string>\(style)</string><key>Content</key><string>\(content)</string>\(extra)</dict>"
    }

    // MARK: XML

    @Test func xmlSyntax() {
        expect(plist("<array>\n<string>a1️⃣</strin>\n</array>"), [
            ("1️⃣", .xmlSyntax, "closing tag </strin> does not match <string> opened at 4:1; did you mean </string>?"),
        ], plistOnly: true)
    }

    @Test func xmlEntityDeclaration() {
        expect("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [1️⃣<!ENTITY x \"y\">]>\n<plist><array/></plist>", [
            ("1️⃣", .xmlEntity, "entity declaration 'x' is not allowed: property lists never declare entities"),
        ])
    }

    @Test func xmlEntityReference() {
        expect(plist("<array><string>1️⃣&nbsp;</string></array>"), [
            ("1️⃣", .xmlEntity, "entity reference '&nbsp;' is not allowed: only &amp; &lt; &gt; &quot; &apos; and character references are"),
        ])
    }

    @Test func limitExceeded() {
        let deep = String(repeating: "<array>", count: 128) + "1️⃣<array>" + String(repeating: "</array>", count: 129)
        expect(plist(deep), [("1️⃣", .limitExceeded, "values are nested more than 128 levels deep; stopping here")])
    }

    @Test func encoding() {
        expect("1️⃣<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><array/></plist>", [
            ("1️⃣", .encoding, "the document declares encoding 'UTF-16' but has no byte order mark and its bytes are "
                + "8-bit; fix the declaration or save the file as UTF-8"),
        ])
    }

    @Test func invalidBinaryPlist() {
        // Binary plists are read (SPEC §6); a broken one is reported at a byte offset.
        let report = DefinitionCompiler.compileReport(SourceFile(bytes: Array("bplist00\u{1}".utf8), displayName: "b.plist"))
        #expect(report.diagnostics.map(\.rule) == [.invalidBinaryPlist])
        #expect(report.diagnostics.first?.location.byteOffset != nil)
    }

    // MARK: Plist grammar

    @Test func notAPlist() {
        expect("<?xml version=\"1.0\"?>\n1️⃣<array></array>", [
            ("1️⃣", .notAPlist, "the document element is <array>, expected <plist>"),
        ])
    }

    @Test func emptyPlist() {
        expect("<?xml version=\"1.0\"?>\n1️⃣<plist version=\"1.0\">\n</plist>", [
            ("1️⃣", .emptyPlist, "<plist> is empty; it must hold exactly one value"),
        ])
    }

    @Test func multipleRoots() {
        expect(plist("<array/>\n1️⃣<dict/>"), [
            ("1️⃣", .multipleRoots, "<plist> holds more than one value; this <dict> is a second one"),
        ])
    }

    @Test func unknownElement() {
        expect(screen(row() + "\n1️⃣<strnig>x</strnig>\n2️⃣<x:string xmlns:x=\"urn:x\">y</x:string>"), [
            ("1️⃣", .unknownElement, "unknown element <strnig>; did you mean '<string>'?"),
            ("2️⃣", .unknownElement, "unknown element <x:string>; did you mean '<string>'?"),
        ])
    }

    @Test func unknownElementUsesUpItsKey() {
        expect(plist("<dict><key>a</key>1️⃣<maybe/><key>b</key><true/></dict>"), [
            ("1️⃣", .unknownElement, "unknown element <maybe>"),
        ], plistOnly: true)
    }

    @Test func unexpectedElement() {
        expect(plist("<array>1️⃣<key>k</key><string>a 2️⃣<dict/></string>3️⃣<plist/></array>"), [
            ("1️⃣", .unexpectedElement, "<key> is not allowed inside <array>"),
            ("2️⃣", .unexpectedElement, "<dict> is not allowed inside <string>"),
            ("3️⃣", .unexpectedElement, "<plist> is not allowed inside <array>"),
        ], plistOnly: true)
    }

    @Test func unexpectedText() {
        expect(plist("<array>\n  1️⃣stray\n<true>2️⃣yes</true></array>"), [
            ("1️⃣", .unexpectedText, "unexpected text 'stray' inside <array>"),
            ("2️⃣", .unexpectedText, "unexpected text 'yes' inside <true>"),
        ], plistOnly: true)
    }

    @Test func keyWithoutValue() {
        expect(plist("<dict>1️⃣<key>a</key>2️⃣<key>b</key><string>x</string>3️⃣<key>c</key></dict>"), [
            ("1️⃣", .keyWithoutValue, "key 'a' has no value"),
            ("3️⃣", .keyWithoutValue, "key 'c' has no value"),
        ], plistOnly: true)
    }

    @Test func valueWithoutKey() {
        expect(plist("<dict><key>a</key><string>x</string>1️⃣<integer>1</integer></dict>"), [
            ("1️⃣", .valueWithoutKey, "<integer> in a <dict> has no <key> before it"),
        ], plistOnly: true)
    }

    @Test func duplicateKey() {
        let source = MarkedSource(screen(row("SettingBasicCell", "Row", "1️⃣<key>Content</key><string>Again</string>")))
        let diagnostics = compile(source.text).report.diagnostics
        #expect(diagnostics.map(\.rule) == [.duplicateKey])
        #expect(diagnostics.first?.message == "duplicate key 'Content' in this dictionary")
        #expect(diagnostics.first?.location == source["1️⃣"])
        // The note points at the first definition.
        #expect(diagnostics.first?.notes.first?.message == "'Content' first defined here")
        #expect(diagnostics.first?.notes.first?.location.line == source["1️⃣"].line)
        #expect(diagnostics.first!.notes.first!.location < source["1️⃣"])
    }

    @Test func duplicateKeyInALargeDictionary() {
        let keys = (0..<40).map { "<key>k\($0)</key><true/>" }.joined()
        expect(plist("<dict>\(keys)1️⃣<key>k7</key><false/></dict>"), [
            ("1️⃣", .duplicateKey, "duplicate key 'k7' in this dictionary"),
        ], plistOnly: true)
    }

    /// Keys are the same when their text is, code unit for code unit, as CoreFoundation compares them:
    /// "é" and "e\u{301}" are canonically equivalent (equal as Swift strings) but two keys, in a short
    /// dictionary (compared directly) as in a long one (hashed).
    @Test func canonicallyEquivalentKeysAreTwoKeys() {
        for filler in [0, 40] {
            let keys = (0..<filler).map { "<key>k\($0)</key><true/>" }.joined()
            let xml = "<plist><dict>\(keys)<key>\u{E9}</key><true/><key>e\u{301}</key><true/></dict></plist>"
            let document = PlistReader.parse(Array(xml.utf8))
            #expect(document.diagnostics.isEmpty, "\(filler) keys before")
            guard case .dictionary(let dictionary) = document.root?.value else { Issue.record("no dict"); continue }
            #expect(dictionary.entries.count == filler + 2)
        }
    }

    @Test func invalidInteger() {
        expect(plist("<array>1️⃣<integer>12abc</integer>2️⃣<integer>18446744073709551616</integer></array>"), [
            ("1️⃣", .invalidInteger, "invalid integer '12abc'"),
            ("2️⃣", .invalidInteger, "integer '18446744073709551616' is out of range (-9223372036854775808 to 18446744073709551615)"),
        ])
    }

    @Test func invalidReal() {
        expect(plist("<array>1️⃣<real>1.2.3</real>2️⃣<real>1e999</real></array>"), [
            ("1️⃣", .invalidReal, "invalid real '1.2.3'"),
            ("2️⃣", .invalidReal, "real '1e999' is too large for a double; write 'infinity' if that is meant"),
        ])
    }

    @Test func invalidDate() {
        expect(plist("<array>1️⃣<date>2024-02-30T00:00:00Z</date>2️⃣<date>today</date></array>"), [
            ("1️⃣", .invalidDate, "invalid date '2024-02-30T00:00:00Z': day 30 does not exist in month 2 of 2024"),
            ("2️⃣", .invalidDate, "invalid date 'today'; expected YYYY-MM-DDTHH:MM:SSZ"),
        ])
    }

    @Test func invalidData() {
        expect(plist("<array>1️⃣<data>SGVs*</data>2️⃣<data>S</data></array>"), [
            ("1️⃣", .invalidData, "invalid base64 in <data>: '*' is not a base64 character"),
            ("2️⃣", .invalidData, "invalid base64 in <data>: the characters do not make whole bytes (or '=' is misplaced)"),
        ])
    }

    // MARK: Settings schema

    @Test func rootNotArray() {
        expect(plist("1️⃣<string>Settings</string>"), [("1️⃣", .rootNotArray, "a settings definition is an array of sections "
            + "or a Settings bundle page (a dictionary), found a string")])
    }

    @Test func sectionNotDictionary() {
        expect(plist("<array>1️⃣<string>General</string></array>"), [
            ("1️⃣", .sectionNotDictionary, "a section must be a dictionary, found a string"),
        ])
    }

    @Test func rowNotDictionary() {
        expect(screen("1️⃣<integer>1</integer>"), [("1️⃣", .rowNotDictionary, "a row must be a dictionary, found an integer")])
    }

    @Test func missingKey() {
        expect(plist("<array>\n1️⃣<dict><key>SectionTitle</key><string>S</string></dict>\n</array>"), [
            ("1️⃣", .missingKey, "section has no 'Data' (the array of its rows)"),
        ])
        expect(screen("1️⃣<dict><key>CellStyle</key><string>SettingBasicCell</string></dict>"), [
            ("1️⃣", .missingKey, "row has no 'Content' (the row's title)"),
        ])
        expect(screen("1️⃣<dict><key>Content</key><string>Wi-Fi</string></dict>"), [
            ("1️⃣", .missingKey, "row has no 'CellStyle' (one of SettingBasicCell, SettingDetailCell, "
                + "SettingSwitchCell, SettingBlueButtonCell, SettingRedButtonCell)"),
        ])
    }

    @Test func wrongType() {
        expect(screen("<dict><key>CellStyle</key>1️⃣<integer>3</integer><key>Content</key>2️⃣<true/></dict>"), [
            ("1️⃣", .wrongType, "'CellStyle' must be a string, found an integer"),
            ("2️⃣", .wrongType, "'Content' must be a string, found a boolean"),
            // CellStyle and Content were present, just mistyped: no "missing" follows.
        ])
        expect(plist("<array><dict><key>SectionTitle</key><string>S</string><key>Data</key>1️⃣<dict/></dict></array>"), [
            ("1️⃣", .wrongType, "'Data' must be an array of rows, found a dictionary"),
        ])
    }

    @Test func unknownCellStyle() {
        expect(screen("<dict><key>CellStyle</key>1️⃣<string>SettingSwtichCell</string><key>Content</key><string>A</string></dict>"
            + "<dict><key>CellStyle</key>2️⃣<string>Toggle</string><key>Content</key><string>B</string></dict>"), [
            ("1️⃣", .unknownCellStyle, "unknown cell style 'SettingSwtichCell'; did you mean 'SettingSwitchCell'?"),
            ("2️⃣", .unknownCellStyle, "unknown cell style 'Toggle'; expected one of SettingBasicCell, SettingDetailCell, "
                + "SettingSwitchCell, SettingBlueButtonCell, SettingRedButtonCell"),
        ])
        #expect(compile(screen(row("settingswitchcell"))).report.diagnostics.first?.suggestion == "SettingSwitchCell")
    }

    @Test func unknownKey() {
        expect(screen(row("SettingBasicCell", "Row", "1️⃣<key>Detial</key><string>x</string>2️⃣<key>FooterText</key><string>f</string>")), [
            ("1️⃣", .unknownKey, "unknown row key 'Detial'; did you mean 'Detail'?"),
            ("2️⃣", .unknownKey, "unknown row key 'FooterText'; 'FooterText' belongs in a section"),
        ])
    }

    @Test func duplicateSwitchKey() {
        let source = MarkedSource(screen(row("SettingSwitchCell", "2️⃣Wi-Fi") + row("SettingSwitchCell", "Other",
                                                                                   "<key>Key</key>1️⃣<string>Wi-Fi</string>")))
        let diagnostics = compile(source.text).report.diagnostics
        #expect(diagnostics.map(\.rule) == [.duplicateSwitchKey])
        #expect(diagnostics.first?.message == "switch key 'Wi-Fi' is already used by another switch; give one of them a distinct 'Key'")
        #expect(diagnostics.first?.location == source["1️⃣"])
        #expect(diagnostics.first?.notes.first?.location.line == source["2️⃣"].line)
        // Different keys for the same title are fine.
        #expect(compile(screen(row("SettingSwitchCell", "A", "<key>Key</key><string>a</string>")
            + row("SettingSwitchCell", "A", "<key>Key</key><string>b</string>"))).report.diagnostics.isEmpty)
    }

    @Test func inapplicableKey() {
        expect(screen(row("SettingBasicCell", "A", "1️⃣<key>DefaultValue</key><true/>2️⃣<key>Key</key><string>k</string>")
            + row("SettingSwitchCell", "B", "3️⃣<key>Detail</key><string>d</string>")), [
            ("1️⃣", .inapplicableKey, "'DefaultValue' applies to switch rows only; this row is a SettingBasicCell, which ignores it"),
            ("2️⃣", .inapplicableKey, "'Key' applies to switch rows only; this row is a SettingBasicCell, which ignores it"),
            ("3️⃣", .inapplicableKey, "'Detail' applies to basic and detail rows only; this row is a SettingSwitchCell, which ignores it"),
        ])
    }

    @Test func emptySection() {
        expect(plist("<array><dict><key>SectionTitle</key><string>S</string><key>Data</key>1️⃣<array/></dict></array>"), [
            ("1️⃣", .emptySection, "section has no rows ('Data' is empty)"),
        ])
    }

    @Test func missingSectionTitle() {
        expect(plist("<array>1️⃣<dict><key>Data</key><array>\(row())</array></dict></array>"), [
            ("1️⃣", .missingSectionTitle, "section has no 'SectionTitle'; it will be shown unnamed"),
        ])
    }

    @Test func emptyValue() {
        expect(screen("<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key>1️⃣<string> \t</string>"
            + "<key>Key</key>2️⃣<string></string></dict>"), [
            ("1️⃣", .emptyValue, "'Content' is empty"),
            ("2️⃣", .emptyValue, "'Key' is empty"),
        ])
    }

    // MARK: The rule catalogue

    @Test func everyRuleHasATestAndAUniqueId() {
        #expect(Set(Rule.all.map(\.id)).count == Rule.all.count)
        #expect(Rule.all.count == 49)
        for rule in Rule.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(rule.summary.hasSuffix("."), "\(rule.id)")
        }
    }

    @Test func aValidDefinitionHasNoDiagnosticsAndDecodes() throws {
        let (screen, report) = compile(screen(row("SettingSwitchCell", "Wi-Fi", "<key>Key</key><string>wifi</string><key>DefaultValue</key><true/>")
            + row("SettingDetailCell", "About", "<key>Detail</key><string>v1</string>")))
        #expect(report.diagnostics.isEmpty)
        let rows = try #require(screen.sections.first?.rows)
        #expect(rows.map(\.cellType) == [.switch, .detail])
        #expect(rows[0].switchKey == "wifi")
        #expect(rows[0].defaultValue)
        #expect(rows[1].detail == "v1")
        #expect(rows[1].switchKey == nil)
        #expect(screen.switches.map(\.title) == ["Wi-Fi"])
    }
}
