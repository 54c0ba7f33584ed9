import JSON

extension CatalogDecoder {
    /// Strings made once per distinct short text (up to 16 bytes: language tags), found by the
    /// text's bytes packed into two integers, in a small open-addressing table keyed by a mix of them.
    /// Longer texts are made each time.
    struct NameCache {
        private struct Name {
            var low: UInt64
            var high: UInt64
            var count: Int
            var string: String
        }

        private var names: [Name] = []
        /// 0 for an empty slot, else a name's number plus one; 512 slots for at most 256 names.
        private var slots: [Int16] = []

        /// Hostile input may hold any number of names: past this many, they are made each time.
        private static let maxNames = 256

        /// The text at `span` of `document`, and whether this cache met it for the first time (a name
        /// that is not kept, past `maxNames` or longer than 16 bytes, is new each time).
        mutating func string(_ span: JSONTextSpan, in document: JSONDocument) -> (string: String, isNew: Bool) {
            guard let (low, high) = document.packed(span) else { return (document.string(span), true) }
            let count = span.count
            if slots.isEmpty { slots = [Int16](repeating: 0, count: 2 * Self.maxNames) }
            let mask = slots.count - 1
            let mixed = (low ^ high &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
            var slot = Int(truncatingIfNeeded: mixed >> 32) & mask
            while slots[slot] != 0 {
                let number = Int(slots[slot]) - 1
                if names[number].low == low && names[number].high == high && names[number].count == count {
                    return (names[number].string, false)
                }
                slot = (slot + 1) & mask
            }
            let made = document.string(span)
            if names.count < Self.maxNames {
                names.append(Name(low: low, high: high, count: count, string: made))
                slots[slot] = Int16(names.count)
            }
            return (made, true)
        }
    }
}
