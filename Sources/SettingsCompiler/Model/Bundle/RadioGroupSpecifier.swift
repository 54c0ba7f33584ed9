import PropertyList

/// `PSRadioGroupSpecifier`: a group whose rows are the choices, the chosen one checked. It starts a
/// group (its `Title` is the header) but does not end one: what follows shares its section.
public struct RadioGroupSpecifier: Sendable, Equatable {
    public var title: LocalizableText?
    public var footer: LocalizableText?
    public var key: SettingKey
    public var defaultValue: PlistNode
    public var choices: ChoiceList
    public var sortedByTitle: Bool

    public init(title: LocalizableText? = nil, footer: LocalizableText? = nil, key: SettingKey, defaultValue: PlistNode,
                choices: ChoiceList, sortedByTitle: Bool = false) {
        self.title = title
        self.footer = footer
        self.key = key
        self.defaultValue = defaultValue
        self.choices = choices
        self.sortedByTitle = sortedByTitle
    }
}
