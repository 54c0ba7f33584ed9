import PropertyList

/// The on/off state of every switch: what the store holds, else the row's `DefaultValue`.
public struct SwitchStates: Sendable, Equatable {
    /// Stored values by switch key; keys of no switch row are ignored.
    public var stored: [String: Bool]

    public init(stored: [String: Bool] = [:]) {
        self.stored = stored
    }

    /// Whether `row` (a switch) is on.
    public func isOn(_ row: SettingsRow) -> Bool {
        guard let key = row.switchKey else { return false }
        return stored[key] ?? row.defaultValue
    }
}
