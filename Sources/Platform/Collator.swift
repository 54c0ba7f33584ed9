internal import CICU

extension System {
    /// ICU's root collator, as CoreFoundation uses it to compare strings for a locale: the collation that
    /// puts Foundation's sorted JSON keys (and so Xcode's String Catalogs) in order. The ICU linked is the
    /// system's (libxml2 links the same one); settingsc's comparison built on it is `CatalogKeyOrder`.
    ///
    /// Not thread-safe (each comparison changes the collator's strength and back): one per thread.
    package final class Collator {
        private let handle: UnsafeMutableRawPointer

        /// nil when ICU has no collation data.
        package init?() {
            guard let handle = settingsc_collator_open() else { return nil }
            self.handle = handle
        }

        deinit { settingsc_collator_close(handle) }

        /// Compares two UTF-16 texts level by level: `order` is ±2 for a primary difference, ±1 for a
        /// lesser one, 0 for the same code units; `equivalent` is whether they differ only in case,
        /// tertiary weights or code units. `numeric` compares digit runs by value.
        package func compare(_ first: ArraySlice<UInt16>, _ second: ArraySlice<UInt16>, numeric: Bool)
            -> (order: Int, equivalent: Bool) {
            var equivalent: Int32 = 0
            let order = first.withUnsafeBufferPointer { a in
                second.withUnsafeBufferPointer { b in
                    settingsc_collator_compare(handle, a.baseAddress, Int32(a.count), b.baseAddress, Int32(b.count),
                                               numeric ? 1 : 0, &equivalent)
                }
            }
            return (Int(order), equivalent != 0)
        }

        /// The full canonical decomposition of `scalar` (NFD: `é` → `e` U+0301, `ǖ` → `u` U+0308 U+0304,
        /// Hangul syllables into jamo); nil when it has none.
        package static func canonicalDecomposition(of scalar: UInt32) -> [UInt32]? {
            var units = [UInt16](repeating: 0, count: 32)
            let length = Int(units.withUnsafeMutableBufferPointer { settingsc_canonical_decomposition(scalar, $0.baseAddress, 32) })
            guard length > 0 else { return nil }
            return String(decoding: units[..<length], as: UTF16.self).unicodeScalars.map(\.value)
        }
    }
}
