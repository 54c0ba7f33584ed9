import Diagnostics
import PropertyList

/// The name a setting's value is stored under (a specifier's `Key`, a switch row's key), and where the
/// definition gives it. Both formats share it: the store, code generation and the duplicate-key rules
/// all work on keys.
public struct SettingKey: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation = .start) {
        self.name = name
        self.location = location
    }
}
