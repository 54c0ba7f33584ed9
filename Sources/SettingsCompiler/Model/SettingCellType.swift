import PropertyList

/// The five kinds of row a settings screen has; raw values are the `CellStyle` strings of the plist.
public enum SettingCellType: String, CaseIterable, Sendable {
    /// A plain row with a title (and optional detail text).
    case basic = "SettingBasicCell"
    /// A row that leads somewhere: shows a disclosure chevron (›).
    case detail = "SettingDetailCell"
    /// An on/off switch whose state is stored under the row's key.
    case `switch` = "SettingSwitchCell"
    /// A centred blue button, e.g. "Log out".
    case blueButton = "SettingBlueButtonCell"
    /// A centred red, destructive button, e.g. "Delete account".
    case redButton = "SettingRedButtonCell"

    /// The short name of the JSON rendering's `cellType`: basic, detail, switch, blueButton, redButton.
    public var name: String {
        switch self {
        case .basic: "basic"
        case .detail: "detail"
        case .switch: "switch"
        case .blueButton: "blueButton"
        case .redButton: "redButton"
        }
    }

    /// Whether the row is drawn as a button.
    public var isButton: Bool { self == .blueButton || self == .redButton }

    /// Whether the row shows `Detail` text.
    public var showsDetail: Bool { self == .basic || self == .detail }
}
