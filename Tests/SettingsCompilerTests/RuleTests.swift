import Diagnostics
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

/// What a rule's own examples (its file under `Rules/`, run by `RuleExampleTests`) cannot say: notes,
/// suggestions, and that one finding brings no other rule's with it; the rule id, the message and the exact
/// line:column (marked in the input).
@Suite("Rules")
struct RuleTests {
    /// Compiles `marked` and expects exactly these diagnostics, in order.
    /// With `plistOnly`, only the plist layer runs (for grammar rules on inputs that are no settings screen).
    private func expect(_ marked: String, _ expected: [(marker: Character, rule: Rule, message: String)],
                        plistOnly: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedText(marked)
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

    // MARK: Plist grammar

    /// Unknown elements among a section's rows are not also rows that are no dictionaries.
    @Test func unknownElement() {
        expect(screen(row() + "\n1️⃣<strnig>x</strnig>\n2️⃣<x:string xmlns:x=\"urn:x\">y</x:string>"), [
            ("1️⃣", .unknownElement, "unknown element <strnig>; did you mean '<string>'?"),
            ("2️⃣", .unknownElement, "unknown element <x:string>; did you mean '<string>'?"),
        ])
    }

    /// The unknown element is the key's value: the key is not also without one.
    @Test func unknownElementUsesUpItsKey() {
        expect(plist("<dict><key>a</key>1️⃣<maybe/><key>b</key><true/></dict>"), [
            ("1️⃣", .unknownElement, "unknown element <maybe>"),
        ], plistOnly: true)
    }

    @Test func duplicateKey() {
        let source = MarkedText(screen(row("SettingBasicCell", "Row", "1️⃣<key>Content</key><string>Again</string>")))
        let diagnostics = compile(source.text).report.diagnostics
        #expect(diagnostics.map(\.rule) == [.duplicateKey])
        #expect(diagnostics.first?.message == "duplicate key 'Content' in this dictionary")
        #expect(diagnostics.first?.location == source["1️⃣"])
        // The note points at the first definition.
        #expect(diagnostics.first?.notes.first?.message == "'Content' first defined here")
        #expect(diagnostics.first?.notes.first?.location.line == source["1️⃣"].line)
        #expect(diagnostics.first!.notes.first!.location < source["1️⃣"])
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

    // MARK: Settings schema

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

    /// The suggestion a fix-it applies, which the rule's examples (messages and places) do not show.
    @Test func unknownCellStyleSuggestsTheStyle() {
        #expect(compile(screen(row("settingswitchcell"))).report.diagnostics.first?.suggestion == "SettingSwitchCell")
    }

    @Test func duplicateSwitchKey() {
        let source = MarkedText(screen(row("SettingSwitchCell", "2️⃣Wi-Fi") + row("SettingSwitchCell", "Other",
                                                                                   "<key>Key</key>1️⃣<string>Wi-Fi</string>")))
        let diagnostics = compile(source.text).report.diagnostics
        #expect(diagnostics.map(\.rule) == [.duplicateSwitchKey])
        #expect(diagnostics.first?.message == "switch key 'Wi-Fi' is already used by another switch; give one of them a distinct 'Key'")
        #expect(diagnostics.first?.location == source["1️⃣"])
        #expect(diagnostics.first?.notes.first?.location.line == source["2️⃣"].line)
    }

    // MARK: The rule catalogue

    @Test func everyRuleHasAUniqueKebabCaseIdAndASummary() {
        #expect(Set(Rule.all.map(\.id)).count == Rule.all.count)
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
