import Diagnostics
import PropertyList

/// Builds the typed specifier from entries whose shapes are right, checking the rules between keys:
/// titles and values that pair up, a default among the values, a slider's range, a toggle's default.
///
/// Returns nil when a required key is missing (already reported); the diagnostics of the rules are
/// collected in `diagnostics`.
struct SpecifierChecks {
    let entries: SpecifierEntries
    /// The `Key`, made a `String` once: the decoder checks it is not blank before the kind is built.
    let key: SettingKey?
    private(set) var diagnostics: [Diagnostic] = []

    init(entries: SpecifierEntries) {
        self.entries = entries
        key = entries.settingKey()
    }

    mutating func build(_ type: SpecifierType) -> Specifier.Kind? {
        switch type {
        case .group:
            return .group(GroupSpecifier(title: entries.text(.title), footer: entries.text(.footerText)))
        case .toggleSwitch:
            return toggleSwitch()
        case .slider:
            return slider()
        case .titleValue:
            guard let key, let defaultValue = entries.node(.defaultValue) else { return nil }
            let choices = optionalChoices()
            if let choices { checkDefault(defaultValue, among: choices) }
            return .titleValue(TitleValueSpecifier(title: entries.text(.title), key: key, defaultValue: defaultValue, choices: choices))
        case .textField:
            // Each trait is told by its bytes, as the device compares it, without making a `String`.
            var traits = TextFieldTraits()
            if let position = entries.position(.keyboardType, among: TextFieldTraits.Keyboard.names) {
                traits.keyboard = TextFieldTraits.Keyboard.allCases[position]
            }
            if let position = entries.position(.autocapitalizationType, among: TextFieldTraits.Autocapitalization.names) {
                traits.autocapitalization = TextFieldTraits.Autocapitalization.allCases[position]
            }
            if let position = entries.position(.autocorrectionType, among: TextFieldTraits.Autocorrection.names) {
                traits.autocorrection = TextFieldTraits.Autocorrection.allCases[position]
            }
            guard let key else { return nil }
            return .textField(TextFieldSpecifier(title: entries.text(.title), key: key,
                                                 defaultValue: entries.string(.defaultValue) ?? "",
                                                 isSecure: entries.bool(.isSecure) ?? false, traits: traits))
        case .multiValue:
            guard let title = entries.text(.title), let key,
                  let defaultValue = entries.node(.defaultValue), let choices = choices() else { return nil }
            checkDefault(defaultValue, among: choices)
            return .multiValue(MultiValueSpecifier(title: title, key: key, defaultValue: defaultValue, choices: choices,
                                                   sortedByTitle: entries.bool(.displaySortedByTitle) ?? false))
        case .radioGroup:
            guard let key, let defaultValue = entries.node(.defaultValue),
                  let choices = choices() else { return nil }
            checkDefault(defaultValue, among: choices)
            return .radioGroup(RadioGroupSpecifier(title: entries.text(.title), footer: entries.text(.footerText),
                                                   key: key, defaultValue: defaultValue, choices: choices,
                                                   sortedByTitle: entries.bool(.displaySortedByTitle) ?? false))
        case .childPane:
            guard let title = entries.text(.title), let file = entries.located(.file) else { return nil }
            return .childPane(ChildPaneSpecifier(title: title, file: file))
        }
    }

    private mutating func toggleSwitch() -> Specifier.Kind? {
        guard let title = entries.text(.title), let key,
              let defaultValue = entries.node(.defaultValue) else { return nil }
        let toggle = ToggleSwitchSpecifier(title: title, key: key, defaultValue: defaultValue,
                                           trueValue: entries.node(.trueValue), falseValue: entries.node(.falseValue))
        if let found = InvalidToggleDefault.check(toggle) { diagnostics.append(found) }
        return .toggleSwitch(toggle)
    }

    private mutating func slider() -> Specifier.Kind? {
        guard let key, let value = entries.number(.defaultValue),
              let minimum = entries.number(.minimumValue), let maximum = entries.number(.maximumValue) else { return nil }
        if let found = InvalidSliderRange.check(minimum: minimum, maximum: maximum,
                                                at: entries.location(.minimumValue)!)
            ?? DefaultOutOfRange.check(value, minimum: minimum, maximum: maximum,
                                       at: entries.location(.defaultValue)!) {
            diagnostics.append(found)
        }
        return .slider(SliderSpecifier(key: key, defaultValue: value, minimum: minimum, maximum: maximum,
                                       minimumImage: entries.located(.minimumValueImage),
                                       maximumImage: entries.located(.maximumValueImage)))
    }

    /// `Titles`, `Values` and `ShortTitles`, which must pair up; nil when one is missing.
    private mutating func choices() -> ChoiceList? {
        guard let values = entries.items(.values), let titles = entries.texts(.titles) else { return nil }
        let choices = ChoiceList(values: values, titles: titles, shortTitles: entries.texts(.shortTitles))
        checkCounts(choices)
        return choices
    }

    /// A title-value's `Titles` and `Values`, which it may leave out (both, not one).
    private mutating func optionalChoices() -> ChoiceList? {
        let values = entries.items(.values)
        let titles = entries.texts(.titles)
        if values == nil, titles == nil { return nil }
        let choices = ChoiceList(values: values ?? [], titles: titles ?? [])
        checkCounts(choices)
        return choices
    }

    private mutating func checkCounts(_ choices: ChoiceList) {
        diagnostics += TitlesValuesMismatch.check(choices,
                                                  titles: entries.location(.titles) ?? entries.location(.values)!,
                                                  shortTitles: entries.location(.shortTitles))
    }

    private mutating func checkDefault(_ defaultValue: PlistNode, among choices: ChoiceList) {
        if let found = DefaultNotInValues.check(defaultValue, among: choices) { diagnostics.append(found) }
    }
}
