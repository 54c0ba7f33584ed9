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
