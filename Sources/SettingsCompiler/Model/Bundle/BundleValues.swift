import PropertyList

/// The value of every keyed specifier: what the store holds when the item accepts it, else its
/// `DefaultValue` (the counterpart of `SwitchStates` for Settings bundles).
public struct BundleValues: Sendable, Equatable {
    /// Stored values the items accept, by key; other entries of the store are not here.
    public var stored: [String: PlistValue]

    public init(stored: [String: PlistValue] = [:]) {
        self.stored = stored
    }

    /// The value `specifier` shows; nil for items without a key.
    public func value(of specifier: Specifier) -> PlistValue? {
        guard let key = specifier.key?.name else { return nil }
        return stored[key] ?? specifier.defaultValue
    }

    /// Whether the value of `specifier` comes from the store rather than its default.
    public func isStored(_ specifier: Specifier) -> Bool {
        specifier.key.map { stored[$0.name] != nil } ?? false
    }
}
