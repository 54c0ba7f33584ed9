import PropertyList
import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// `generate swift`: golden files for the output, and what stops it (names Swift cannot take, a
/// definition with errors). The end-to-end tests compile and run what is generated.
@Suite("Swift generator")
struct SwiftGeneratorTests {
    static func compile(_ path: String) -> Compilation {
        DefinitionCompiler.compile(path: Golden.root.appendingPathComponent(path).path)
    }

    static func generate(_ path: String, _ generator: SwiftGenerator = SwiftGenerator()) -> String {
        let (source, reports) = generator.generate(compile(path))
        #expect(!reports.contains { $0.hasErrors }, "\(path): \(reports.flatMap(\.diagnostics).map(\.message))")
        return source ?? ""
    }

    // MARK: Golden files

    @Test func everySpecifierKind() {
        Golden.check(Self.generate("Tests/Fixtures/generate/Everything/Settings.bundle"), "generate/everything.swift")
    }

    @Test func theSampleBundleWithPublicAccess() {
        Golden.check(Self.generate("Samples/MyApp/Settings.bundle", SwiftGenerator(access: .public)),
                     "generate/myapp-public.swift")
    }

    @Test func theCellStyleSample() {
        Golden.check(Self.generate("Samples/Settings.plist"), "generate/settings-plist.swift")
    }

    @Test func theOutputIsTheSameWhereverTheDefinitionIsNamedFrom() {
        let bundle = "Tests/Fixtures/generate/Everything/Settings.bundle"
        let expected = Self.generate(bundle)
        #expect(Self.generate(bundle + "/") == expected)
        #expect(Self.generate(bundle + "/Root.plist") == expected, "a page names its bundle's folder")
        #expect(Self.generate(bundle) == expected, "deterministic")
    }

    @Test func theTypeNameAndAccessApplyToEveryDeclaration() {
        let source = Self.generate("Samples/Settings.plist", SwiftGenerator(typeName: "Prefs", access: .public))
        #expect(source.contains("\npublic struct Prefs {\n"))
        let declarations = source.split(separator: "\n").filter {
            !$0.contains("///") && ($0.contains(" var ") || $0.contains(" let ") || $0.contains(" func ")
                || $0.contains(" enum ") || $0.contains(" init("))
        }
        // Keys, its 4 constants, defaults, init, registerDefaults and 4 properties.
        #expect(declarations.count == 12)
        for line in declarations where !line.contains("guard ") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("public "), "\(line)")
        }
        #expect(!Self.generate("Samples/Settings.plist").contains("public"))
    }

    @Test func outputIsIndentedWithSpacesAndHasNoTrailingSpaces() {
        for path in ["Tests/Fixtures/generate/Everything/Settings.bundle", "Samples/Settings.plist"] {
            let source = Self.generate(path)
            #expect(source.hasSuffix("}\n") && !source.hasSuffix("\n\n"))
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.hasSuffix(" ") && !line.contains("\t"), "\(line)")
                let indent = line.prefix(while: { $0 == " " }).count
                #expect(indent % 4 == 0, "\(line)")
                #expect(line.count <= 120, "\(line)")
            }
        }
    }

    @Test func typeNamesThatCannotBeUsedAreRefused() {
        #expect(SwiftGenerator.problem(withTypeName: "AppSettings") == nil)
        #expect(SwiftGenerator.problem(withTypeName: "SoriSettings") == nil)
        for name in ["", "1Settings", "App Settings", "class", "String", "UserDefaults", "Keys"] {
            #expect(SwiftGenerator.problem(withTypeName: name) != nil, "\(name)")
        }
    }

    // MARK: What stops generation

    @Test func twoKeysWithOneSwiftNameAreAnErrorNamingBoth() throws {
        let bundle = try TemporaryBundle([
            "Root.plist": page("""
            \(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>A</string><key>Key</key>1️⃣<string>autoplay_enabled</string>"
                + "<key>DefaultValue</key><true/>"))
            \(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>B</string><key>Key</key>2️⃣<string>autoplayEnabled</string>"
                + "<key>DefaultValue</key><true/>"))
            \(specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>"))
            """),
            "More.plist": page(specifier("PSTextFieldSpecifier", "<key>Key</key>3️⃣<string>Autoplay-Enabled</string>")),
        ])
        defer { bundle.remove() }
        let (source, reports) = SwiftGenerator().generate(bundle.compile())
        #expect(source == nil)
        let lines = bundle.lines(Compilation(definition: nil, reports: reports))
        #expect(lines == [
            bundle.line("2️⃣", .swiftNameCollision,
                        "keys 'autoplay_enabled' and 'autoplayEnabled' both become the Swift name 'autoplayEnabled'; rename one of them"),
            bundle.note("1️⃣", "the key 'autoplay_enabled' is here"),
            bundle.line("3️⃣", .swiftNameCollision,
                        "keys 'autoplay_enabled' and 'Autoplay-Enabled' both become the Swift name 'autoplayEnabled'; rename one of them"),
            bundle.note("1️⃣", "the key 'autoplay_enabled' is here"),
        ])
    }

    @Test func keysAndValuesSwiftCannotTakeAreErrors() throws {
        func choice(_ key: String, _ values: [String]) -> String {
            specifier("PSMultiValueSpecifier", "<key>Title</key><string>T</string><key>Key</key>\(key)"
                + "<key>DefaultValue</key><string>a</string><key>Values</key><array>"
                + values.map { "<string>\($0)</string>" }.joined() + "</array><key>Titles</key><array>"
                + values.map { "<string>\($0)</string>" }.joined() + "</array>")
        }
        let bundle = try TemporaryBundle([
            "Root.plist": page("""
            \(specifier("PSTextFieldSpecifier", "<key>Key</key>1️⃣<string>!?😀</string>"))
            \(specifier("PSTextFieldSpecifier", "<key>Key</key>2️⃣<string>defaults</string>"))
            \(specifier("PSTextFieldSpecifier", "<key>Key</key>3️⃣<string>register_defaults</string>"))
            \(choice("4️⃣<string>type</string>", ["a", "b"]))
            \(choice("5️⃣<string>2fa</string>", ["a", "b"]))
            \(choice("<string>string</string>", ["a", "b c", "b-c"]))
            \(specifier("PSTitleValueSpecifier", "<key>Key</key><string>big</string><key>DefaultValue</key>"
                + "6️⃣<integer>18446744073709551615</integer>"))
            """),
        ])
        defer { bundle.remove() }
        let (source, reports) = SwiftGenerator(typeName: "Prefs").generate(bundle.compile())
        #expect(source == nil)
        #expect(bundle.lines(Compilation(definition: nil, reports: reports)) == [
            bundle.line("1️⃣", .unsupportedInSwift, "key '!?😀' leaves no Swift name: it has no letter or digit"),
            bundle.line("2️⃣", .unsupportedInSwift, "key 'defaults' would be named 'defaults', which Prefs has itself"),
            bundle.line("3️⃣", .unsupportedInSwift,
                        "key 'register_defaults' would be named 'registerDefaults', which Prefs has itself"),
            bundle.line("4️⃣", .unsupportedInSwift,
                        "key 'type' would be named 'Type', which Swift or the generated code uses for a type"),
            bundle.line("5️⃣", .unsupportedInSwift, "key '2fa' would be named '_2fa', which would name both its property and its enum"),
            bundle.line("6️⃣", .unsupportedInSwift, "18446744073709551615 does not fit in Swift's Int"),
        ], "a key 'string' whose values make no enum is a String property, not an enum named String")
    }

    @Test func cellStyleSwitchKeysAreNamedToo() {
        let text = MarkedText(plist("""
        <array><dict><key>SectionTitle</key><string>S</string><key>Data</key><array>
        1️⃣<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Auto login</string></dict>
        2️⃣<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Log in</string><key>Key</key><string>auto-login</string></dict>
        </array></dict></array>
        """))
        let compilation = DefinitionCompiler.compile(SourceFile(bytes: Array(text.text.utf8), displayName: "dir/s.plist"),
                                                     onSection: nil)
        let (source, reports) = SwiftGenerator().generate(compilation)
        #expect(source == nil)
        let diagnostic = reports.flatMap(\.diagnostics).first
        #expect(reports.count == 1 && reports[0].file.displayName == "dir/s.plist")
        #expect(diagnostic?.rule == .swiftNameCollision)
        #expect(diagnostic?.location == text["2️⃣"])
        #expect(diagnostic?.message == "keys 'Auto login' and 'auto-login' both become the Swift name 'autoLogin'; rename one of them")
        #expect(diagnostic?.notes.first?.location == text["1️⃣"])
    }

    @Test func aDefinitionWithErrorsGeneratesNothingAndKeepsItsReport() {
        let compilation = Self.compile("Samples/broken-bundles/default-not-in-values/Settings.bundle")
        #expect(compilation.hasErrors)
        let (source, reports) = SwiftGenerator().generate(compilation)
        #expect(source == nil)
        #expect(reports.flatMap(\.diagnostics) == compilation.reports.flatMap(\.diagnostics))
    }

    @Test func warningsDoNotStopGenerationAndAreKept() {
        let text = plist("<array><dict><key>Data</key><array><dict><key>CellStyle</key><string>SettingSwitchCell</string>"
            + "<key>Content</key><string>Wi-Fi</string></dict></array></dict></array>")
        let compilation = DefinitionCompiler.compile(SourceFile(bytes: Array(text.utf8), displayName: "w.plist"), onSection: nil)
        let (source, reports) = SwiftGenerator().generate(compilation)
        #expect(reports.flatMap(\.diagnostics).map(\.rule) == [.missingSectionTitle])
        #expect(source?.contains("static let wiFi = \"Wi-Fi\"") == true)
    }

    // MARK: Parts

    @Test func choicesMakeAnEnumOnlyWhenEveryValueHasADistinctName() {
        func refusal(_ values: [PlistValue]) -> String? {
            let choices = ChoiceList(values: values.map { PlistNode($0) }, titles: values.map { _ in LocalizableText("t") })
            if case .failure(let refusal) = SwiftChoiceEnum.make(name: "E", choices: choices) { return refusal.reason }
            return nil
        }
        #expect(refusal([.integer(PlistInteger(Int64(-1))), .integer(PlistInteger(Int64(0))), .integer(PlistInteger(Int64(0)))]) == nil)
        #expect(refusal([.string("a"), .string("b c")]) == nil)
        #expect(refusal([.string("a"), .integer(PlistInteger(Int64(1)))]) == "the values are of different types")
        #expect(refusal([.real(0.5), .real(1)]) == "an enum needs integer or string values")
        #expect(refusal([.string(""), .string("a")]) == "`\"\"` makes no Swift name")
        #expect(refusal([.string("a-b"), .string("a_b")]) == "`\"a-b\"` and `\"a_b\"` both make the Swift name `aB`")
        #expect(refusal([.string("all cases")]) == "`\"all cases\"` would be named `allCases`, which the enum has itself")
        #expect(refusal([.integer(PlistInteger(UInt64.max))]) == "`18446744073709551615` does not fit in Int")
    }

    @Test func literalsHoldExactlyTheirValue() {
        #expect(SwiftLiteral.string("a\"b\\c\n\t\r\0\u{7F}\u{202E}\u{2028}é한") == #""a\"b\\c\n\t\r\0\u{7F}\u{202E}\u{2028}é한""#)
        #expect(SwiftLiteral.string(#"\(x)"#) == #""\\(x)""#)
        #expect(SwiftLiteral.double(1) == "1.0")
        #expect(SwiftLiteral.double(0.1) == "0.1")
        #expect(SwiftLiteral.double(-2.5e-7) == "-2.5e-07")
        #expect(SwiftLiteral.double(.infinity) == "Double.infinity")
        #expect(SwiftLiteral.double(.nan) == "Double.nan")
        #expect(SwiftLiteral.expression(.integer(PlistInteger(Int64.min))) == "-9223372036854775808")
        #expect(SwiftLiteral.expression(.data([0, 255])) == "Data([0x00, 0xFF])")
        #expect(SwiftLiteral.expression(.date(PlistDate(year: 2001))) == "Date(timeIntervalSinceReferenceDate: 0)")
    }

    @Test func commentTextCannotEndTheComment() {
        #expect(SwiftLiteral.commentText("Name\n} var x = 1\r\u{2028}\u{202E}end  ") == "Name } var x = 1 end")
    }
}
