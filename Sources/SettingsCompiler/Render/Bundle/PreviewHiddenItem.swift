import Diagnostics
import PropertyList

/// A specifier of a page that the Settings app does not show, and why.
public struct PreviewHiddenItem: Sendable, Equatable {
    public enum Reason: String, Sendable {
        /// Its `SupportedUserInterfaceIdioms` leave out the device previewed.
        case device
        /// An InAppSettingsKit `Type`: the app's own screens show it, the Settings app does not.
        case inAppOnly
    }

    /// The `Type` as written: `PSToggleSwitchSpecifier`, `IASKButtonSpecifier`, ….
    public var specifierType: String
    /// The short name (`toggleSwitch`), or `inAppOnly`.
    public var type: String
    public var title: String?
    public var key: String?
    public var reason: Reason
    public var location: SourceLocation

    public init(specifierType: String, type: String, title: String?, key: String?, reason: Reason,
                location: SourceLocation) {
        self.specifierType = specifierType
        self.type = type
        self.title = title
        self.key = key
        self.reason = reason
        self.location = location
    }
}
