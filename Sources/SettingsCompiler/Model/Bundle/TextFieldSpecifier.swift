import PropertyList

/// `PSTextFieldSpecifier`: an editable text, secure (shown as bullets) or not.
public struct TextFieldSpecifier: Sendable, Equatable {
    public var title: LocalizableText?
    public var key: SettingKey
    /// `DefaultValue`; the Settings app shows an empty field without one.
    public var defaultValue: String
    public var isSecure: Bool
    public var traits: TextFieldTraits

    public init(title: LocalizableText? = nil, key: SettingKey, defaultValue: String = "", isSecure: Bool = false,
                traits: TextFieldTraits = TextFieldTraits()) {
        self.title = title
        self.key = key
        self.defaultValue = defaultValue
        self.isSecure = isSecure
        self.traits = traits
    }
}
