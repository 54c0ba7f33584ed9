import PropertyList

/// One property of the generated type: a keyed item of the definition, with its Swift name and type,
/// its default, and what its `///` comment says.
struct SettingAccessor: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A switch or toggle: a `Bool`, stored as `on`/`off` (`TrueValue`/`FalseValue`, else booleans).
        case toggle(on: PlistValue, off: PlistValue)
        /// A value of one type: a slider, text field, title-value, or choices that make no enum.
        case value(SwiftValueType)
        /// A multi-value or radio group whose values make an enum.
        case choice(SwiftChoiceEnum)
    }

    /// The property's name, bare (see `SwiftIdentifier.escaped`).
    var name: String
    var key: SettingKey
    var kind: Kind
    /// What the getter gives while nothing is stored: a `.bool` for toggles, a raw value for choices.
    var defaultValue: PlistValue
    /// The item's title as the definition writes it (untranslated); nil for sliders and untitled items.
    var title: String?
    /// Where it is defined, for the comment: `Settings.bundle/Root.plist:23`.
    var source: String
    /// Further sentences for the comment: how it is stored, its range, its values.
    var details: [String] = []

    /// The property's type as written in code.
    var typeName: String {
        switch kind {
        case .toggle: SwiftValueType.bool.rawValue
        case .value(let type): type.rawValue
        case .choice(let choice): choice.name
        }
    }

    /// What `registerDefaults()` registers: the default as the Settings app stores it (a toggle's
    /// `on`/`off` value for its default state).
    var registeredValue: PlistValue {
        if case .toggle(let on, let off) = kind { return defaultValue == .bool(true) ? on : off }
        return defaultValue
    }

    /// Whether a toggle stores plain booleans (no `TrueValue`/`FalseValue`, or boolean ones).
    var storesPlainBooleans: Bool {
        if case .toggle(let on, let off) = kind { return on == .bool(true) && off == .bool(false) }
        return false
    }
}
