import Diagnostics
import PropertyList

/// One row of a settings screen.
public struct SettingsRow: Sendable, Equatable {
    /// `Content`: the text the row shows.
    public var title: String
    public var cellType: SettingCellType
    /// `Key`, when the definition gives one.
    public var explicitKey: String?
    /// `DefaultValue`: a switch's state when nothing is stored.
    public var defaultValue: Bool
    /// `Detail`: secondary text of basic and detail rows.
    public var detail: String?
    /// Where the row's `<dict>` starts.
    public var location: SourceLocation

    public init(title: String, cellType: SettingCellType, explicitKey: String? = nil, defaultValue: Bool = false,
                detail: String? = nil, location: SourceLocation = .start) {
        self.title = title
        self.cellType = cellType
        self.explicitKey = explicitKey
        self.defaultValue = defaultValue
        self.detail = detail
        self.location = location
    }

    /// The stored identity of a switch: its `Key`, else its `Content`; nil for other rows.
    public var switchKey: String? {
        cellType == .switch ? (explicitKey ?? title) : nil
    }
}
