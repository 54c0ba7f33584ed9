import PropertyList

/// `PSTitleValueSpecifier`: a read-only value the app writes (a version, an account name), shown through
/// `Titles` when `Values` maps it.
public struct TitleValueSpecifier: Sendable, Equatable {
    public var title: LocalizableText?
    public var key: SettingKey
    public var defaultValue: PlistNode
    public var choices: ChoiceList?

    public init(title: LocalizableText? = nil, key: SettingKey, defaultValue: PlistNode, choices: ChoiceList? = nil) {
        self.title = title
        self.key = key
        self.defaultValue = defaultValue
        self.choices = choices
    }
}
