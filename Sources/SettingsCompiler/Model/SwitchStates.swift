import Platform
import PropertyList

/// The on/off state of every switch: what the store holds, else the row's `DefaultValue`.
///
/// Keyed by the keys' bytes, as the user defaults are (see `BundleValues`).
public struct SwitchStates: Sendable, Equatable {
    /// Stored values by switch key; keys of no switch row are ignored.
    private var stored: [ByteKey: Bool]

    public init(stored: [String: Bool] = [:]) {
        self.stored = Dictionary(uniqueKeysWithValues: stored.map { (ByteKey($0.key), $0.value) })
    }

    package init(byKey stored: [ByteKey: Bool]) {
        self.stored = stored
    }

    /// Whether `row` (a switch) is on.
    public func isOn(_ row: SettingsRow) -> Bool {
        guard let key = row.switchKey else { return false }
        return stored[ByteKey(key)] ?? row.defaultValue
    }
}
