import PropertyList
import SettingsCompiler
import Testing

/// What a valid bundle decodes into: pages in bundle order, one typed specifier per kind, translations,
/// and the language a `--lang` tag selects.
@Suite("Bundle model")
struct BundleModelTests {
    @Test func everySpecifierKindDecodesWithItsKeys() throws {
        let bundle = try TemporaryBundle([
            "Root.plist": page("""
            \(specifier("PSGroupSpecifier", "<key>Title</key><string>Playback</string><key>FooterText</key><string>Small print</string>"))
            \(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Wi-Fi only</string><key>Key</key><string>wifi_only</string>"
                + "<key>DefaultValue</key><string>NO</string><key>TrueValue</key><string>YES</string><key>FalseValue</key><string>NO</string>"))
            \(specifier("PSSliderSpecifier", "<key>Key</key><string>volume</string><key>DefaultValue</key><real>0.5</real>"
                + "<key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>1</integer>"
                + "<key>SupportedUserInterfaceIdioms</key><array><string>Pad</string></array>"))
            \(specifier("PSTitleValueSpecifier", "<key>Title</key><string>Plan</string><key>Key</key><string>plan</string>"
                + "<key>DefaultValue</key><string>free</string><key>Values</key><array><string>free</string><string>pro</string></array>"
                + "<key>Titles</key><array><string>Free</string><string>Pro</string></array>"))
            \(specifier("PSTextFieldSpecifier", "<key>Key</key><string>pin</string><key>IsSecure</key><true/>"
                + "<key>KeyboardType</key><string>NumberPad</string><key>AutocorrectionType</key><string>No</string>"))
            \(specifier("PSMultiValueSpecifier", "<key>Title</key><string>Skip</string><key>Key</key><string>skip</string>"
                + "<key>DefaultValue</key><integer>30</integer><key>Values</key><array><integer>15</integer><integer>30</integer></array>"
                + "<key>Titles</key><array><string>15 seconds</string><string>30 seconds</string></array>"
                + "<key>ShortTitles</key><array><string>15 s</string><string>30 s</string></array>"))
            \(specifier("PSRadioGroupSpecifier", "<key>Key</key><string>theme</string><key>DefaultValue</key><string>dark</string>"
                + "<key>Values</key><array><string>light</string><string>dark</string></array>"
                + "<key>Titles</key><array><string>Light</string><string>Dark</string></array>"))
            \(specifier("PSChildPaneSpecifier", "<key>Title</key><string>More</string><key>File</key><string>More</string>"))
            """, extra: "<key>StringsTable</key><string>Root</string>"),
            "More.plist": page(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Beta</string><key>Key</key>"
                + "<string>beta</string><key>DefaultValue</key><false/>")),
            "ko.lproj/Root.strings": "\"Playback\" = \"재생\";\n",
        ])
        defer { bundle.remove() }
        let compilation = bundle.compile()
        let lines = bundle.lines(compilation)
        // Only the translations this test leaves out are reported.
        #expect(lines.allSatisfy { $0.contains("[missing-translation]") }, "\(lines)")
        guard case .bundle(let decoded)? = compilation.definition else {
            Issue.record("not a bundle")
            return
        }
        #expect(decoded.pages.map(\.name) == ["Root", "More"])
        let root = try #require(decoded.firstPage)
        #expect(root.stringsTable?.value == "Root")
        let kinds = root.specifiers.map(\.kind)
        #expect(kinds.count == 8)
        guard case .toggleSwitch(let toggle) = kinds[1], case .slider(let slider) = kinds[2],
              case .titleValue(let titleValue) = kinds[3], case .textField(let field) = kinds[4],
              case .multiValue(let multi) = kinds[5], case .radioGroup(let radio) = kinds[6],
              case .childPane(let pane) = kinds[7] else {
            Issue.record("kinds out of order: \(kinds)")
            return
        }
        #expect(toggle.key.name == "wifi_only")
        #expect(!toggle.isOnByDefault)
        #expect(toggle.storedValue(on: true) == .string("YES"))
        #expect(toggle.isOn(.bool(true)) == true)
        #expect((slider.minimum, slider.maximum, slider.defaultValue) == (0, 1, 0.5))
        #expect(root.specifiers[2].idioms == [.pad])
        #expect(titleValue.choices?.title(for: .string("pro"))?.text == "Pro")
        #expect(field.isSecure && field.traits.keyboard == .numberPad && field.traits.autocorrection == .no)
        #expect(multi.choices.shortTitle(for: multi.defaultValue.value)?.text == "30 s")
        #expect(radio.choices.index(of: radio.defaultValue.value) == 1)
        #expect(pane.file.value == "More")
        #expect(decoded.keyedSpecifiers.map { $0.specifier.key!.name }
            == ["wifi_only", "volume", "plan", "pin", "skip", "theme", "beta"])
        // Positions: the items start on line 6 of Root.plist (after the header, <dict>, the key, <array>).
        #expect(toggle.key.location.line == 7)
        // Translations: Korean has the group title; other texts show as written.
        let korean = decoded.localizations.table("Root", in: decoded.localizations.language(for: "ko-KR"))
        guard case .group(let group) = kinds[0] else { return }
        #expect(group.title?.localized(in: korean) == "재생")
        #expect(group.footer?.localized(in: korean) == "Small print")
    }

    /// A `Type` names a specifier type exactly: each name reads as its type, and a name of the same
    /// length and first letters, in another case, cut short or InAppSettingsKit's reads as none.
    @Test func typeNamesReadExactly() {
        for type in SpecifierType.allCases { #expect(SpecifierType(rawValue: type.rawValue) == type) }
        for name in ["PSTitleValueSpecifiex", "PSMultiValueSpecifieR", "PSRadioGroupSpecifie", "PSTextFieldSpecifieR",
                     "PSCHildPaneSpecifier", "psgroupspecifier", "PSGroupSpecifier ", "PSSliderSpecifieR", "PS", "",
                     "PSToggleSwitchSpecifieR", "IASKButtonSpecifier", "PSXitleValueSpecifier", "PSGroupSpecifierX"] {
            #expect(SpecifierType(rawValue: name) == nil, "\(name)")
        }
    }

    /// A table's key matches a page's text byte for byte, as on the device: written decomposed (`e` and
    /// a combining accent) while the page has the composed `é`, it does not translate it.
    @Test func aKeyInAnotherNormalisationFormTranslatesNothing() throws {
        let bundle = try TemporaryBundle([
            "Root.plist": page(specifier("PSGroupSpecifier", "<key>Title</key><string>Caf\u{E9}</string>")
                + specifier("PSGroupSpecifier", "<key>Title</key><string>Menu</string>"),
                extra: "<key>StringsTable</key><string>Root</string>"),
            "de.lproj/Root.strings": "\"Cafe\u{301}\" = \"Kaffee\";\n\"Menu\" = \"Karte\";\n",
        ])
        defer { bundle.remove() }
        let lines = bundle.lines(bundle.compile())
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("Root.plist:6:") == true, "\(lines)")
        #expect(lines.first?.contains("'Caf\u{E9}' has no translation in 'Root.strings' of de.lproj") == true, "\(lines)")
        #expect(lines.first?.contains("[missing-translation]") == true, "\(lines)")
    }

    /// A key written twice in a specifier is read as the device reads it, the last one kept (each
    /// duplicate reported by the reader); a value of the wrong type is an error and the specifier is
    /// left out, whichever of the two is wrong.
    @Test func aSpecifierKeysLastDefinitionIsTheOneRead() throws {
        let bundle = try TemporaryBundle([
            "Root.plist": page(specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>First</string>"
                + "<key>Key</key><string>a</string><key>DefaultValue</key><true/><key>Title</key><string>Second</string>"
                + "<key>DefaultValue</key><false/>")
                + specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>Third</string><key>Key</key><string>b</string>"
                + "<key>DefaultValue</key><true/><key>Title</key><integer>4</integer>")
                + specifier("PSToggleSwitchSpecifier", "<key>Title</key><integer>5</integer><key>Key</key><string>c</string>"
                + "<key>DefaultValue</key><true/><key>Title</key><string>Sixth</string>")),
        ])
        defer { bundle.remove() }
        let compilation = bundle.compile()
        let lines = bundle.lines(compilation)
        #expect(lines.count { $0.contains("[duplicate-key]") } == 4, "\(lines)")
        #expect(lines.count { $0.contains("[wrong-type]") } == 2, "\(lines)")
        guard case .bundle(let decoded)? = compilation.definition, let root = decoded.firstPage else {
            Issue.record("not a bundle")
            return
        }
        #expect(root.specifiers.count == 1)
        guard case .toggleSwitch(let toggle)? = root.specifiers.first?.kind else {
            Issue.record("not a toggle: \(root.specifiers)")
            return
        }
        #expect(toggle.title.text == "Second")
        #expect(!toggle.isOnByDefault)
    }

    @Test func languageSelectionFallsBackAsTheSpecSays() {
        let all = BundleLocalizations(languages: ["Base", "de", "en", "pt", "zh_Hans"])
        #expect(all.language(for: nil) == "en")
        #expect(all.language(for: "de") == "de")
        #expect(all.language(for: "pt-BR") == "pt")
        #expect(all.language(for: "zh-Hans") == "zh_Hans")
        #expect(all.language(for: "ZH-hans") == "zh_Hans")
        #expect(all.language(for: "fr") == "Base")
        let noEnglish = BundleLocalizations(languages: ["Base", "ko"])
        #expect(noEnglish.language(for: nil) == "Base")
        let none = BundleLocalizations(languages: ["ko"])
        #expect(none.language(for: nil) == nil)
        #expect(none.language(for: "fr") == nil)
    }

    /// A text field's traits are read by their bytes: each raw value is its trait, and a value in another
    /// case, cut short, padded or written with a compatibility character is none (the default stays).
    @Test func textFieldTraitsReadExactly() throws {
        func traits(_ keyboard: String, _ capitalization: String, _ correction: String) throws -> TextFieldTraits? {
            let bundle = try TemporaryBundle([
                "Root.plist": page(specifier("PSTextFieldSpecifier", "<key>Key</key><string>k</string>"
                    + "<key>KeyboardType</key><string>\(keyboard)</string>"
                    + "<key>AutocapitalizationType</key><string>\(capitalization)</string>"
                    + "<key>AutocorrectionType</key><string>\(correction)</string>")),
            ])
            defer { bundle.remove() }
            guard case .bundle(let decoded)? = bundle.compile().definition,
                  case .textField(let field)? = decoded.firstPage?.specifiers.first?.kind else { return nil }
            return field.traits
        }
        for (index, keyboard) in TextFieldTraits.Keyboard.allCases.enumerated() {
            let capitalization = TextFieldTraits.Autocapitalization.allCases[index % 4]
            let correction = TextFieldTraits.Autocorrection.allCases[index % 3]
            #expect(try traits(keyboard.rawValue, capitalization.rawValue, correction.rawValue)
                == TextFieldTraits(keyboard: keyboard, autocapitalization: capitalization, autocorrection: correction))
        }
        for (keyboard, capitalization, correction) in [("numberpad", "words", "yes"), ("NumberPa", "Word", "Ye"),
                                                       ("URL ", "WordsX", "\u{FF39}es"), ("", "", "")] {
            #expect(try traits(keyboard, capitalization, correction) == TextFieldTraits(), "\(keyboard)")
        }
    }
}
