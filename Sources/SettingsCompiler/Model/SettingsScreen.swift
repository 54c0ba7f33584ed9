import PropertyList

/// A whole settings screen: the decoded, valid content of one Settings.plist.
public struct SettingsScreen: Sendable, Equatable {
    public var sections: [SettingsSection]

    public init(sections: [SettingsSection]) {
        self.sections = sections
    }

    /// Every switch row, in definition order.
    public var switches: [SettingsRow] {
        sections.flatMap { $0.rows.filter { $0.cellType == .switch } }
    }

    /// The switch row stored under `key`.
    public func switchRow(forKey key: String) -> SettingsRow? {
        switches.first { $0.switchKey == key }
    }
}
