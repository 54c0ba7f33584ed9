/// A text as a dictionary or set key that is told apart by its bytes, as CoreFoundation's dictionaries
/// (and so the Settings app and the user defaults) tell keys apart. Swift's `String` hashes and compares
/// canonically equivalent texts as one (`café` with one scalar for `é` and with `e` and a combining
/// accent); here they are two keys, as on the device.
package struct ByteKey: Hashable, Sendable {
    package let text: String

    package init(_ text: String) { self.text = text }

    package static func == (lhs: ByteKey, rhs: ByteKey) -> Bool { System.sameBytes(lhs.text, rhs.text) }

    package func hash(into hasher: inout Hasher) { hasher.combine(System.hashKey(text)) }
}
