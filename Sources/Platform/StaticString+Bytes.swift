/// A literal's UTF-8 bytes read in place, for the readers and scanners that compare a document's bytes
/// with markup such as `<!--` (no array made per comparison; the pointer stays in this module).
extension StaticString {
    /// How many bytes the literal has.
    @inlinable @inline(__always)
    package var byteCount: Int { utf8CodeUnitCount }

    /// The literal's byte at `index` (0 ..< byteCount).
    @inlinable @inline(__always)
    package func byte(at index: Int) -> UInt8 { utf8Start[index] }

    /// The literal's bytes as an array.
    package var bytes: [UInt8] { (0..<byteCount).map { byte(at: $0) } }
}
