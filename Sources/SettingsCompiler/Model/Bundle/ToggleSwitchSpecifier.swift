import PropertyList

/// `PSToggleSwitchSpecifier`: an on/off switch. The stored value is `TrueValue`/`FalseValue` when the
/// definition gives them, else a boolean.
public struct ToggleSwitchSpecifier: Sendable, Equatable {
    public var title: LocalizableText
    public var key: SettingKey
    /// `DefaultValue` as written: a boolean, or the `TrueValue`/`FalseValue` it equals.
    public var defaultValue: PlistNode
    public var trueValue: PlistNode?
    public var falseValue: PlistNode?

    public init(title: LocalizableText, key: SettingKey, defaultValue: PlistNode, trueValue: PlistNode? = nil,
                falseValue: PlistNode? = nil) {
        self.title = title
        self.key = key
        self.defaultValue = defaultValue
        self.trueValue = trueValue
        self.falseValue = falseValue
    }

    /// Whether a stored value means on: its `TrueValue`, else a true boolean; nil when it is neither
    /// on nor off (a value of another type).
    public func isOn(_ value: PlistValue) -> Bool? {
        if let trueValue, value == trueValue.value { return true }
        if let falseValue, value == falseValue.value { return false }
        if case .bool(let on) = value { return on }
        return nil
    }

    /// Whether the switch is on when nothing is stored.
    public var isOnByDefault: Bool { isOn(defaultValue.value) ?? false }

    /// The value stored for a state.
    public func storedValue(on: Bool) -> PlistValue {
        (on ? trueValue : falseValue)?.value ?? .bool(on)
    }
}
