/// Who reads a page, and so which schema and checks it is held to.
enum PageDialect: Sendable, Equatable {
    /// The Settings app (and nothing else settingsc is told of).
    case settingsApp
    /// The Settings app, and InAppSettingsKit too (`--profile iask`, a page that is not `*.inApp.plist`):
    /// Apple's schema, InAppSettingsKit's keys checked exactly, and what crashes it.
    case settingsAppAndInAppSettingsKit
    /// InAppSettingsKit alone (`--profile iask`: a `*.inApp.plist` page, or one only its pages lead to):
    /// its schema, its types and keys, and what crashes it.
    case inAppSettingsKit
}
