/// A run of character data as the parser holds it, lent to a handler for the one call it is passed to
/// (`XMLEventHandler.text`).
///
/// The bytes are the parser's buffer: handing them over as an array slice retained and released that
/// buffer on every text event, and as a buffer pointer would have put a pointer into every handler. It
/// cannot be copied, and a handler receives it `borrowing`, so it cannot keep it either: what it keeps it
/// copies out (`append(to:)`, `string`).
package struct XMLText: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Appends the text's bytes (UTF-8) to `array`.
    package func append(to array: inout [UInt8]) {
        array.append(contentsOf: bytes)
    }

    /// The text as a `String` (well-formed UTF-8: libxml2 has checked it).
    package var string: String { String(decoding: bytes, as: UTF8.self) }
}
