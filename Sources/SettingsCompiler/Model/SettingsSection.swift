import Diagnostics
import PropertyList

/// A titled group of rows.
public struct SettingsSection: Sendable, Equatable {
    /// `SectionTitle`; nil shows an unnamed section.
    public var title: String?
    /// `FooterText`: small print under the group.
    public var footer: String?
    public var rows: [SettingsRow]
    /// Where the section's `<dict>` starts.
    public var location: SourceLocation

    public init(title: String?, footer: String? = nil, rows: [SettingsRow], location: SourceLocation = .start) {
        self.title = title
        self.footer = footer
        self.rows = rows
        self.location = location
    }
}
