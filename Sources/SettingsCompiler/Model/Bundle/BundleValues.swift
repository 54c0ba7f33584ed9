import Platform
import PropertyList

/// The value of every keyed specifier: what the store holds when the item accepts it, else its
/// `DefaultValue` (the counterpart of `SwitchStates` for Settings bundles).
///
/// Keyed by the keys' bytes, as the user defaults are: two items whose keys are written with other
/// scalars for the same text (`café` composed and decomposed) are two settings, each with its value.
public struct BundleValues: Sendable, Equatable {
    /// Stored values the items accept, by key; other entries of the store are not here.
    private var stored: [ByteKey: PlistValue]

    public init(stored: [String: PlistValue] = [:]) {
        self.stored = Dictionary(uniqueKeysWithValues: stored.map { (ByteKey($0.key), $0.value) })
    }

    package init(byKey stored: [ByteKey: PlistValue]) {
        self.stored = stored
    }

    /// How many items take their value from the store.
    public var storedCount: Int { stored.count }

    /// The value `specifier` shows; nil for items without a key.
    public func value(of specifier: Specifier) -> PlistValue? {
        guard let key = specifier.key?.name else { return nil }
        return stored[ByteKey(key)] ?? specifier.defaultValue
    }

    /// Whether the value of `specifier` comes from the store rather than its default.
    public func isStored(_ specifier: Specifier) -> Bool {
        specifier.key.map { stored[ByteKey($0.name)] != nil } ?? false
    }
}
