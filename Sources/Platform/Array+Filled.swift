extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, but allocated by code compiled
    /// for `Element` where this is called.
    ///
    /// `Array(repeating:count:)` (and `Array(unsafeUninitializedCapacity:)`) allocate through the standard
    /// library's unspecialized `_allocateBufferUninitialized`, which looks the array's storage class up at
    /// run time on every call (`getContiguousArrayStorageType`, ~450 instructions). Appending to an empty
    /// array allocates through the caller's specialized code instead. For arrays made once per item of a
    /// run (a `.strings` table's index, a page's translation flags).
    @inlinable
    package static func filled(with value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.append(contentsOf: repeatElement(value, count: count))
        return array
    }
}
