import Diagnostics
import PropertyList

/// One row of a page as the Settings app shows it, resolved once — translated texts, the current value,
/// what the row displays — so that every rendering shows the same thing.
///
/// A secure text field's value never gets here: only whether it is empty. No renderer can print it.
public struct PreviewItem: Sendable, Equatable {
    /// What the row displays besides its title.
    public enum Display: Sendable, Equatable {
        case toggle(isOn: Bool)
        /// `value` as stored (it may lie outside the bounds; renderings clamp it).
        case slider(value: Double, minimum: Double, maximum: Double)
        /// A title-value's value: its title when `Values` maps it, else the value as plist text.
        case titleValue(String)
        case textField(String)
        case secureTextField(isEmpty: Bool)
        /// The short title (else title) of the current value, nil when it is none of `Values`; and the
        /// list the row opens.
        case multiValue(shown: String?, choices: [PreviewChoice])
        /// The group's rows: one per choice.
        case radioGroup(choices: [PreviewChoice])
        /// The name of the page the row opens.
        case childPane(page: String)
    }

    public var type: SpecifierType
    /// The translated `Title`; nil for sliders and items without one.
    public var title: String?
    public var display: Display
    public var key: String?
    /// The current value (stored, else the default); nil without a key, and for a secure text field.
    public var value: PlistValue?
    /// `DefaultValue`; nil without a key, and for a secure text field.
    public var defaultValue: PlistValue?
    /// Whether `value` comes from the store.
    public var isStored: Bool
    /// Where the specifier's `<dict>` starts.
    public var location: SourceLocation

    public init(type: SpecifierType, title: String?, display: Display, key: String? = nil, value: PlistValue? = nil,
                defaultValue: PlistValue? = nil, isStored: Bool = false, location: SourceLocation) {
        self.type = type
        self.title = title
        self.display = display
        self.key = key
        self.value = value
        self.defaultValue = defaultValue
        self.isStored = isStored
        self.location = location
    }

    /// Where a slider's `value` sits between its bounds, from 0 to 1 (clamped): the knob's place in
    /// every rendering. 0 when the bounds leave no room or the value is not finite.
    public static func fraction(value: Double, minimum: Double, maximum: Double) -> Double {
        guard maximum > minimum, value.isFinite else { return 0 }
        return min(1, max(0, (value - minimum) / (maximum - minimum)))
    }
}
