import Platform
import PropertyList

/// The `Type`s of specifier the Settings app shows; raw values are the plist strings.
public enum SpecifierType: String, CaseIterable, Sendable {
    case group = "PSGroupSpecifier"
    case toggleSwitch = "PSToggleSwitchSpecifier"
    case slider = "PSSliderSpecifier"
    case titleValue = "PSTitleValueSpecifier"
    case textField = "PSTextFieldSpecifier"
    case multiValue = "PSMultiValueSpecifier"
    case radioGroup = "PSRadioGroupSpecifier"
    case childPane = "PSChildPaneSpecifier"

    /// The type named `rawValue`, if any (InAppSettingsKit's decoding asks it for every specifier; the
    /// Settings app's finds the type where the page's bytes are, by `names`). The name's length and third
    /// letter pick the one candidate, compared once, where the synthesized initializer compared the name
    /// with each case in turn (about 750 instructions a specifier).
    public init?(rawValue: String) {
        let utf8 = rawValue.utf8
        let third = utf8.count > 2 ? utf8[utf8.index(utf8.startIndex, offsetBy: 2)] : 0
        let candidate: SpecifierType
        switch (utf8.count, third) {
        case (16, _): candidate = .group
        case (23, _): candidate = .toggleSwitch
        case (17, _): candidate = .slider
        case (21, UInt8(ascii: "T")): candidate = .titleValue
        case (21, UInt8(ascii: "M")): candidate = .multiValue
        case (21, UInt8(ascii: "R")): candidate = .radioGroup
        case (20, UInt8(ascii: "T")): candidate = .textField
        case (20, UInt8(ascii: "C")): candidate = .childPane
        default: return nil
        }
        guard rawValue == candidate.rawValue else { return nil }
        self = candidate
    }

    /// The raw values, by position in `allCases`: a type is told among them by its bytes where they are.
    package static let names = KeyNames(allCases.map(\.rawValue))

    /// `Type`s that InAppSettingsKit adds: its in-app screens show them, the Settings app does not.
    public static let inAppSettingsKitTypes = [
        "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKCustomViewSpecifier",
        "IASKTextViewSpecifier", "IASKDatePickerSpecifier", "IASKListGroupSpecifier",
    ]

    /// The short name used in JSON output and messages: group, toggleSwitch, slider, …
    public var name: String {
        switch self {
        case .group: "group"
        case .toggleSwitch: "toggleSwitch"
        case .slider: "slider"
        case .titleValue: "titleValue"
        case .textField: "textField"
        case .multiValue: "multiValue"
        case .radioGroup: "radioGroup"
        case .childPane: "childPane"
        }
    }
}
