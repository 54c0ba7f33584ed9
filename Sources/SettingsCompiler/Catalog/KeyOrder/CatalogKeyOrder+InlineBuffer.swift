extension CatalogKeyOrder {
    /// A string as CoreFoundation's comparison reads it (`CFStringInlineBuffer`, for strings that keep no
    /// UTF-16 of their own, as Swift's do): through a window of 64 code units, moved to 4 before a character
    /// read outside it. `CatalogKeyOrder` reads through one so that it knows what CoreFoundation had in
    /// that window when it handed a range to ICU, which it reads past in one case (`rangeEnd`).
    struct InlineBuffer {
        /// The window's length, `__kCFStringInlineBufferLength`.
        static let length = 64

        let units: [UInt16]
        private(set) var start = 0
        private(set) var end = 0

        init(_ units: [UInt16]) { self.units = units }

        var count: Int { units.count }

        /// The code unit at `index`, 0 outside the string (as CoreFoundation reads), moving the window.
        mutating func unit(at index: Int) -> UInt32 {
            guard index >= 0 && index < units.count else { return 0 }
            if index >= end || index < start {
                start = max(index - 4, 0)
                end = min(start + Self.length, units.count)
            }
            return UInt32(units[index])
        }

        /// The scalar at `index` and its width in code units: a surrogate pair read as one (0 past the end).
        mutating func scalar(at index: Int) -> (UInt32, Int) {
            let unit = unit(at: index)
            if unit >= 0xD800 && unit <= 0xDBFF {
                let low = self.unit(at: index + 1)
                if low >= 0xDC00 && low <= 0xDFFF { return (0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00), 2) }
            }
            return (unit, 1)
        }

        /// `CFStringGetCharactersPtrFromInlineBuffer` for `length` units at `location`: nil when CoreFoundation
        /// gets no pointer (longer than the window), else the end of the characters the window holds from
        /// there (refilled from `location` when the range is not inside it).
        mutating func rangeEnd(location: Int, length: Int) -> Int? {
            guard location >= 0, location + length <= units.count, length <= Self.length else { return nil }
            if location + length > end || location < start {
                start = location
                end = min(location + Self.length, units.count)
            }
            return end
        }
    }
}
