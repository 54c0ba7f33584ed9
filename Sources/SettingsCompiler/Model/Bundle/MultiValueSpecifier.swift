import PropertyList

/// `PSMultiValueSpecifier`: one of several values, chosen on a page of its own.
public struct MultiValueSpecifier: Sendable, Equatable {
    public var title: LocalizableText
    public var key: SettingKey
    public var defaultValue: PlistNode
    public var choices: ChoiceList
    /// `DisplaySortedByTitle`: the choices page lists titles in their (translated) sort order.
    public var sortedByTitle: Bool

    public init(title: LocalizableText, key: SettingKey, defaultValue: PlistNode, choices: ChoiceList,
                sortedByTitle: Bool = false) {
        self.title = title
        self.key = key
        self.defaultValue = defaultValue
        self.choices = choices
        self.sortedByTitle = sortedByTitle
    }
}
