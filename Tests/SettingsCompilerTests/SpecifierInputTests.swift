import PropertyList
import SettingsCompiler
import Testing

/// What `set` stores for a typed text, per kind of item, what it refuses and how it says what it
/// takes; and what `get` prints for a stored value.
@Suite("Specifier input")
struct SpecifierInputTests {
    static func integer(_ value: Int64) -> PlistValue { .integer(PlistInteger(value)) }
    static func node(_ value: PlistValue) -> PlistNode { PlistNode(value) }
    static func choices(_ values: [PlistValue], _ titles: [String]) -> ChoiceList {
        ChoiceList(values: values.map(node), titles: titles.map { LocalizableText($0) })
    }

    static let plainToggle = Specifier(.toggleSwitch(ToggleSwitchSpecifier(title: LocalizableText("Sound"),
        key: SettingKey("sound"), defaultValue: node(.bool(true)))))
    static let mappedToggle = Specifier(.toggleSwitch(ToggleSwitchSpecifier(title: LocalizableText("Cellular"),
        key: SettingKey("cellular"), defaultValue: node(.string("NO")), trueValue: node(.string("YES")),
        falseValue: node(.string("NO")))))
    static let slider = Specifier(.slider(SliderSpecifier(key: SettingKey("volume"), defaultValue: 0.5, minimum: 0, maximum: 1)))
    static let multiValue = Specifier(.multiValue(MultiValueSpecifier(title: LocalizableText("Skip"), key: SettingKey("skip"),
        defaultValue: node(integer(30)), choices: choices([integer(10), integer(30)], ["10 seconds", "30 seconds"]))))
    static let radioGroup = Specifier(.radioGroup(RadioGroupSpecifier(key: SettingKey("ratio"), defaultValue: node(.real(1)),
        choices: choices([.real(0.5), .real(1), .string("auto")], ["Half", "Full", "Auto"]))))
    static let textField = Specifier(.textField(TextFieldSpecifier(key: SettingKey("name"))))
    static func titleValue(_ defaultValue: PlistValue) -> Specifier {
        Specifier(.titleValue(TitleValueSpecifier(key: SettingKey("shown"), defaultValue: node(defaultValue))))
    }

    private func stored(_ item: Specifier, _ text: String) -> PlistValue? {
        try? item.storedValue(forInput: text).get()
    }

    private func refusal(_ item: Specifier, _ text: String) -> String? {
        guard case .failure(let refused) = item.storedValue(forInput: text) else { return nil }
        return refused.message
    }

    @Test func togglesStoreTheirTrueAndFalseValuesElseABoolean() {
        for (text, on) in [("on", true), ("YES", true), ("1", true), ("True", true), ("off", false), ("no", false), ("0", false)] {
            #expect(stored(Self.plainToggle, text) == .bool(on), "\(text)")
            #expect(stored(Self.mappedToggle, text) == .string(on ? "YES" : "NO"), "\(text)")
        }
        #expect(refusal(Self.mappedToggle, "2")
            == "invalid value '2' for the switch 'cellular'; expected true/false, on/off, yes/no or 1/0")
        #expect(Self.mappedToggle.shellText(.string("YES")) == "true")
        #expect(Self.mappedToggle.shellText(.bool(false)) == "false")
    }

    @Test func slidersStoreARealWithinTheirBounds() {
        #expect(stored(Self.slider, "0.25") == .real(0.25))
        #expect(stored(Self.slider, "1") == .real(1))
        #expect(stored(Self.slider, "0") == .real(0))
        for text in ["1.01", "-0.5", "nan", "inf", "loud", "", "0x1"] {
            #expect(refusal(Self.slider, text) == "invalid value '\(text)' for the slider 'volume'; expected a number from 0 to 1",
                    "\(text)")
        }
        #expect(Self.slider.shellText(.real(0.25)) == "0.25")
        #expect(Self.slider.shellText(Self.integer(1)) == "1")
    }

    @Test func choicesAreNamedByValueOrUntranslatedTitleAndKeepTheirType() {
        #expect(stored(Self.multiValue, "10") == Self.integer(10))
        #expect(stored(Self.multiValue, "30 seconds") == Self.integer(30))
        #expect(refusal(Self.multiValue, "20") == "invalid value '20' for the multi-value 'skip'; expected one of its "
            + "values or titles: 10 ('10 seconds'), 30 ('30 seconds')")
        #expect(refusal(Self.multiValue, "10 Seconds") != nil, "titles are matched exactly")
        // Reals by their plist text or their number; strings and reals side by side keep their types.
        #expect(stored(Self.radioGroup, "0.5") == .real(0.5))
        #expect(stored(Self.radioGroup, "1") == .real(1))
        #expect(stored(Self.radioGroup, "1.0") == .real(1))
        #expect(stored(Self.radioGroup, "auto") == .string("auto"))
        #expect(stored(Self.radioGroup, "Half") == .real(0.5))
        #expect(refusal(Self.radioGroup, "2") == "invalid value '2' for the radio group 'ratio'; expected one of its "
            + "values or titles: 0.5 ('Half'), 1 ('Full'), 'auto' ('Auto')")
    }

    @Test func aLongListOfChoicesIsCutShort() {
        let values = (1...20).map { Self.integer(Int64($0)) }
        let item = Specifier(.multiValue(MultiValueSpecifier(title: LocalizableText("N"), key: SettingKey("n"),
            defaultValue: Self.node(values[0]), choices: Self.choices(values, values.map { "n\(PlistText.plain($0))" }))))
        let message = refusal(item, "0") ?? ""
        #expect(message.hasSuffix("11 ('n11'), 12 ('n12') and 8 more"), "\(message)")
    }

    @Test func textFieldsTakeAnyTextThatAPlistCanHold() {
        for text in ["", "Kim Ji-woo", "탭\tand\nnewline", "<&>"] {
            #expect(stored(Self.textField, text) == .string(text))
            #expect(Self.textField.shellText(.string(text)) == text)
        }
        #expect(refusal(Self.textField, "a\u{1}b") == "'a\u{1}b' cannot be stored: property lists cannot hold U+0001")
    }

    @Test func titleValuesTakeAValueOfTheirDefaultsType() {
        #expect(stored(Self.titleValue(.string("free")), "12") == .string("12"))
        #expect(stored(Self.titleValue(Self.integer(318)), "-4") == Self.integer(-4))
        #expect(stored(Self.titleValue(.real(1.5)), "2") == .real(2))
        #expect(stored(Self.titleValue(.bool(false)), "yes") == .bool(true))
        #expect(stored(Self.titleValue(.date(PlistDate(year: 2026))), "2026-11-23T09:30:00Z")
            == .date(PlistDate(year: 2026, month: 11, day: 23, hour: 9, minute: 30)))
        #expect(stored(Self.titleValue(.data([])), "AAE=") == .data([0, 1]))
        #expect(refusal(Self.titleValue(Self.integer(318)), "3.5")
            == "invalid value '3.5' for the title-value 'shown'; expected an integer (the type of its DefaultValue)")
        #expect(refusal(Self.titleValue(.date(PlistDate(year: 2026))), "yesterday")
            == "invalid value 'yesterday' for the title-value 'shown'; expected a date such as 2026-11-23T09:30:00Z "
            + "(the type of its DefaultValue)")
        #expect(refusal(Self.titleValue(.array([])), "x")
            == "the title-value 'shown' holds an array, which cannot be set from the shell")
        #expect(Self.titleValue(.data([])).shellText(.data([0, 1])) == "AAE=")
        #expect(Self.titleValue(.bool(false)).shellText(.bool(true)) == "true")
    }

    @Test func whatIsStoredReadsBackAsAcceptedAndPrintsAsTyped() {
        let cases: [(Specifier, String, String)] = [
            (Self.mappedToggle, "on", "true"), (Self.slider, "0.75", "0.75"), (Self.multiValue, "30 seconds", "30"),
            (Self.radioGroup, "Auto", "auto"), (Self.textField, "x", "x"), (Self.titleValue(Self.integer(1)), "7", "7"),
        ]
        for (item, text, printed) in cases {
            let value = stored(item, text)
            #expect(value.map(item.accepts) == true, "\(text)")
            #expect(value.map(item.shellText) == printed, "\(text)")
        }
    }
}
