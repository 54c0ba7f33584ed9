import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

/// Which stored values a bundle's items take, and what each shows when the store has nothing usable.
@Suite("Bundle values")
struct BundleValuesTests {
    static let specifiers: [Specifier] = [
        Specifier(.toggleSwitch(ToggleSwitchSpecifier(title: LocalizableText("Wi-Fi only"), key: SettingKey("wifi"),
            defaultValue: PlistNode(.string("NO")), trueValue: PlistNode(.string("YES")), falseValue: PlistNode(.string("NO"))))),
        Specifier(.slider(SliderSpecifier(key: SettingKey("volume"), defaultValue: 0.5, minimum: 0, maximum: 1))),
        Specifier(.textField(TextFieldSpecifier(key: SettingKey("name")))),
        Specifier(.multiValue(MultiValueSpecifier(title: LocalizableText("Skip"), key: SettingKey("skip"),
            defaultValue: PlistNode(.integer(PlistInteger(Int64(30)))), choices: ChoiceList(values: [PlistNode(.integer(PlistInteger(Int64(15)))), PlistNode(.integer(PlistInteger(Int64(30))))],
                titles: [LocalizableText("15 s"), LocalizableText("30 s")])))),
        Specifier(.titleValue(TitleValueSpecifier(title: LocalizableText("Plan"), key: SettingKey("plan"),
            defaultValue: PlistNode(.string("free"))))),
        Specifier(.group(GroupSpecifier(title: LocalizableText("Group")))),
    ]

    static func store(_ entries: [(String, PlistValue)]) -> PlistDictionary {
        PlistDictionary(entries.enumerated().map { index, entry in
            PlistDictionary.Entry(key: entry.0, value: PlistNode(entry.1, at: SourceLocation(line: index + 3, column: 2)))
        })
    }

    @Test func nothingStoredMeansEveryDefault() {
        let (values, warnings) = ValueStore(path: "s.plist").values(in: PlistDictionary(), for: Self.specifiers)
        #expect(warnings.isEmpty)
        let shown: [PlistValue?] = Self.specifiers.map { values.value(of: $0) }
        #expect(shown == [.string("NO"), .real(0.5), .string(""), .integer(PlistInteger(Int64(30))), .string("free"), nil])
        #expect(!Self.specifiers.contains { values.isStored($0) })
    }

    @Test func storedValuesOfTheRightTypeApply() {
        let dictionary = Self.store([("wifi", .string("YES")), ("volume", .integer(PlistInteger(Int64(1)))), ("name", .string("Kim")),
                                     ("skip", .integer(PlistInteger(Int64(45)))), ("plan", .string("pro")), ("other", .date(PlistDate(year: 2026)))])
        let (values, warnings) = ValueStore(path: "s.plist").values(in: dictionary, for: Self.specifiers)
        #expect(warnings.isEmpty)
        let shown: [PlistValue?] = Self.specifiers.map { values.value(of: $0) }
        #expect(shown == [.string("YES"), .integer(PlistInteger(Int64(1))), .string("Kim"), .integer(PlistInteger(Int64(45))), .string("pro"), nil])
        #expect(values.storedCount == 5)
    }

    @Test func aStoredValueOfAnotherTypeIsIgnoredWithAWarningThatSaysWhatIsTaken() {
        let dictionary = Self.store([("wifi", .string("maybe")), ("volume", .string("loud")), ("name", .integer(PlistInteger(Int64(3)))),
                                     ("skip", .string("15")), ("plan", .bool(true))])
        let (values, warnings) = ValueStore(path: "s.plist").values(in: dictionary, for: Self.specifiers)
        #expect(values.storedCount == 0)
        #expect(warnings == [
            "s.plist:3:2: store entry 'wifi' is a string, not a boolean or 'YES' or 'NO'; the default applies until it is set",
            "s.plist:4:2: store entry 'volume' is a string, not a number; the default applies until it is set",
            "s.plist:5:2: store entry 'name' is an integer, not a string; the default applies until it is set",
            "s.plist:6:2: store entry 'skip' is a string, not an integer; the default applies until it is set",
            "s.plist:7:2: store entry 'plan' is a boolean, not a string; the default applies until it is set",
        ])
    }

    /// Two items whose keys read the same but are written with other scalars (`café` composed and
    /// decomposed) are two settings to the user defaults, each with its own stored value.
    @Test func keysWrittenWithOtherScalarsAreTwoSettings() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        let items = [composed, decomposed].map { key in
            Specifier(.toggleSwitch(ToggleSwitchSpecifier(title: LocalizableText(key), key: SettingKey(key),
                                                          defaultValue: PlistNode(.bool(false)))))
        }
        let dictionary = Self.store([(decomposed, .bool(true)), (composed, .bool(false))])
        let (values, warnings) = ValueStore(path: "s.plist").values(in: dictionary, for: items)
        #expect(warnings.isEmpty)
        #expect(values.storedCount == 2)
        #expect(items.map { values.value(of: $0) } == [.bool(false), .bool(true)])
        // Only the decomposed one is stored: the composed one shows its default.
        let one = ValueStore(path: "s.plist").values(in: Self.store([(decomposed, .bool(true))]), for: items).values
        #expect(items.map { one.value(of: $0) } == [.bool(false), .bool(true)])
        #expect(items.map { one.isStored($0) } == [false, true])
    }
}
