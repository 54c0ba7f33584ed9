import Diagnostics
import PropertyList

extension Rule {
    /// A DefaultValue that is not one of the Values: the Settings app shows no choice as selected.
    public static let defaultNotInValues = Rule(
        id: "default-not-in-values", severity: .error,
        summary: "A DefaultValue that is not one of the Values: the Settings app shows no choice as selected.",
        checkedIn: "DefaultNotInValues.check, from SpecifierChecks as a specifier is built",
        examples: { [
            // Most often the right value of the wrong type.
            RuleExample(ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key>↓<string>2</string>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>")),
                        "'DefaultValue' '2' is not one of 'Values' (1, 2); 2 is an integer but the default is a string"),
            RuleExample(ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key>↓<integer>3</integer>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>")),
                        "'DefaultValue' 3 is not one of 'Values' (1, 2)"),
            // A title where its value belongs, and a value in another case: the value is certain.
            RuleExample(ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key>↓<string>High</string>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>")),
                        "'DefaultValue' 'High' is not one of 'Values' (1, 2); 'High' is the title of the value 2: a default is "
                            + "the value, not its title"),
            RuleExample(ExampleText.page(ExampleText.specifier("PSMultiValueSpecifier",
                "<key>Title</key><string>Colour</string><key>Key</key><string>c</string><key>DefaultValue</key>↓<string>grey</string>"
                    + "<key>Values</key><array><string>Red</string><string>Grey</string></array>"
                    + "<key>Titles</key><array><string>Red</string><string>Grey</string></array>")),
                        "'DefaultValue' 'grey' is not one of 'Values' ('Red', 'Grey'); 'Grey' differs only in case: values are "
                            + "compared exactly"),
            // A value that prints as the default but is written with other scalars: the Settings app
            // compares them exactly (as Foundation's isEqual: does), so no choice shows as selected.
            RuleExample(ExampleText.page(ExampleText.specifier("PSMultiValueSpecifier",
                "<key>Title</key><string>Drink</string><key>Key</key><string>d</string>"
                    + "<key>DefaultValue</key>↓<string>caf\u{E9}</string>"
                    + "<key>Values</key><array><string>cafe\u{301}</string><string>tea</string></array>"
                    + "<key>Titles</key><array><string>Coffee</string><string>Tea</string></array>")),
                        "'DefaultValue' 'caf\u{E9}' is not one of 'Values' ('cafe\u{301}', 'tea'); it looks like "
                            + "'cafe\u{301}' but is written with other characters (U+00E9 where the value has U+0301): values "
                            + "are compared exactly"),
            RuleExample(silent: ExampleText.page(ExampleText.specifier("PSRadioGroupSpecifier",
                "<key>Key</key><string>q</string><key>DefaultValue</key><integer>2</integer>"
                    + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>"
                    + "<key>Titles</key><array><string>Low</string><string>High</string></array>"))),
        ] })
}

extension Diagnostic {
    /// `standsFor`: the value the default names, when that is certain (it is one of the titles, or a
    /// value in another case), with a fix-it to it.
    static func defaultNotInValues(_ value: PlistValue, values: [PlistNode], standsFor: (value: PlistValue, why: String)? = nil,
                                   at location: SourceLocation) -> Diagnostic {
        var message = "'DefaultValue' \(PlistText.describe(value)) is not one of 'Values' ("
            + values.prefix(8).map { PlistText.describe($0.value) }.joined(separator: ", ")
            + (values.count > 8 ? ", …" : "") + ")"
        // The usual cause: the same text with another type ("0" and 0).
        let plain = PlistText.plain(value)
        if let twin = values.first(where: { $0.value.kind != value.kind && PlistText.plain($0.value) == plain }) {
            message += "; \(PlistText.describe(twin.value)) is \(MessageText.article(twin.value.typeName)) but the default is "
                + "\(MessageText.article(value.typeName))"
        }
        var fix: FixIt?
        if let standsFor, case .string(let written) = value {
            message += standsFor.why
            if case .string(let text) = standsFor.value {
                fix = .replacing(written, at: location, with: text)
            } else if let element = PlistWriter.element(standsFor.value) {
                fix = .replacingElement(written, at: location, with: element)
            }
        }
        return Diagnostic(.defaultNotInValues, message, at: location, fix: fix)
    }
}

/// Checks that a default is one of the values offered.
enum DefaultNotInValues {
    static func check(_ defaultValue: PlistNode, among choices: ChoiceList) -> Diagnostic? {
        guard !choices.values.isEmpty, choices.index(of: defaultValue.value) == nil else { return nil }
        return .defaultNotInValues(defaultValue.value, values: choices.values, standsFor: standsFor(defaultValue.value, in: choices),
                                   at: defaultValue.location)
    }

    /// The value a string default names for certain: the value of the one title it is (untranslated),
    /// else the one string value it is in another case (`grey` for `Grey`).
    static func standsFor(_ value: PlistValue, in choices: ChoiceList) -> (value: PlistValue, why: String)? {
        guard case .string(let text) = value else { return nil }
        // A value that prints as the default but is written with other scalars (`é` as one, and as `e`
        // and a combining accent): Swift's `==` calls them equal, the Settings app does not.
        let lookalikes = choices.values.filter { node in
            if case .string(let other) = node.value { return MessageText.lookalikeScalars(text, of: other) != nil }
            return false
        }
        if lookalikes.count == 1, case .string(let other) = lookalikes[0].value,
           let written = MessageText.lookalikeScalars(text, of: other), let its = MessageText.lookalikeScalars(other, of: text) {
            return (lookalikes[0].value, "; it looks like \(MessageText.quoted(other)) but is written with other characters "
                + "(\(written) where the value has \(its)): values are compared exactly")
        }
        // The same text with another type ("2" for 2): already said by the message.
        let twins = choices.values.filter { $0.value.kind != .string && PlistText.plain($0.value) == text }
        if twins.count == 1 { return (twins[0].value, "") }
        let titled = choices.titles.indices.filter { choices.titles[$0].text == text && $0 < choices.values.count }
        if titled.count == 1 {
            let stands = choices.values[titled[0]].value
            return (stands, "; \(MessageText.quoted(text)) is the title of the value \(PlistText.describe(stands)): a default "
                + "is the value, not its title")
        }
        let folded = text.lowercased()
        let cased = choices.values.filter { node in
            if case .string(let other) = node.value { return other.lowercased() == folded }
            return false
        }
        if cased.count == 1 {
            return (cased[0].value, "; \(PlistText.describe(cased[0].value)) differs only in case: values are compared exactly")
        }
        return nil
    }
}
