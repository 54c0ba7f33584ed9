import Diagnostics
import PropertyList

/// A value of a definition and where it is written.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation = .start) {
        self.value = value
        self.location = location
    }
}
