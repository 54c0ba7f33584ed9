import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

/// What the Settings bundle rules' own examples (run by `RuleExampleTests`) cannot say: notes, and what a
/// finding keeps other rules from reporting; the rule id, the message, and the exact file:line:column
/// (marked in the input), in bundles written to a temporary directory.
@Suite("Bundle rules")
struct BundleRuleTests {
    /// Compiles the bundle and expects exactly these lines (see `TemporaryBundle.lines`), in order.
    private func expect(_ files: [String: String], _ expected: (TemporaryBundle) -> [String],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bundle = try TemporaryBundle(files)
        defer { bundle.remove() }
        let compilation = bundle.compile()
        #expect(compilation.failures.isEmpty, sourceLocation: sourceLocation)
        #expect(bundle.lines(compilation) == expected(bundle), sourceLocation: sourceLocation)
    }

    // MARK: Specifiers

    /// A child pane with a mistyped Title: its File ('x', no such page) is not also reported missing.
    @Test func wrongType() throws {
        try expect(["Root.plist": page(specifier("PSChildPaneSpecifier", "<key>Title</key>1️⃣<integer>3</integer><key>File</key><string>x</string>")
                                       + "\n" + specifier("PSMultiValueSpecifier", "<key>Title</key><string>Q</string><key>Key</key><string>q</string>"
                                           + "<key>DefaultValue</key><integer>1</integer><key>Values</key><array><integer>1</integer></array>"
                                           + "<key>Titles</key><array>2️⃣<integer>1</integer></array>"))]) { [
            $0.line("1️⃣", .wrongType, "'Title' must be a string, found an integer"),
            $0.line("2️⃣", .wrongType, "'Titles' must be an array of strings, found an array holding an integer"),
        ] }
    }

    /// A default cannot be out of a range that is itself invalid.
    @Test func invalidSliderRangeAndDefaultOutOfRange() throws {
        let slider = { (key: String, value: String, min: String, max: String) in
            specifier("PSSliderSpecifier", "<key>Key</key><string>\(key)</string><key>DefaultValue</key>\(value)"
                + "<key>MinimumValue</key>\(min)<key>MaximumValue</key><integer>\(max)</integer>")
        }
        try expect(["Root.plist": page(slider("a", "<real>0.5</real>", "1️⃣<integer>10</integer>", "5") + "\n"
                                       + slider("b", "2️⃣<real>12.5</real>", "<integer>0</integer>", "10"))]) { [
            $0.line("1️⃣", .invalidSliderRange, "'MinimumValue' 10 is not below 'MaximumValue' 5"),
            $0.line("2️⃣", .defaultOutOfRange, "'DefaultValue' 12.5 is outside the slider's range 0…10"),
        ] }
    }

    // MARK: Across pages

    @Test func duplicateSettingKeyAcrossPages() throws {
        try expect([
            "Root.plist": page(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Sound</string><key>Key</key>1️⃣<string>sound</string>"
                + "<key>DefaultValue</key><true/>") + "\n"
                + specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>")),
            "More.plist": page(specifier("PSTextFieldSpecifier", "<key>Key</key>2️⃣<string>sound</string>")),
        ]) { [
            $0.line("2️⃣", .duplicateSettingKey, "key 'sound' is already used by another specifier; both would store one value"),
            $0.note("1️⃣", "the other specifier with key 'sound'"),
        ] }
    }
}
