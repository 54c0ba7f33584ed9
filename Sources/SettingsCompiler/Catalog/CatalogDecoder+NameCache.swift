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

        mutating func string(_ text: ArraySlice<UInt8>) -> String {
            guard text.count <= 16 else { return String(decoding: text, as: UTF8.self) }
            var low: UInt64 = 0, high: UInt64 = 0
            var shift: UInt64 = 0
            for byte in text {
                if shift < 64 { low |= UInt64(byte) << shift } else { high |= UInt64(byte) << (shift - 64) }
                shift += 8
            }
            if slots.isEmpty { slots = [Int16](repeating: 0, count: 2 * Self.maxNames) }
            let mask = slots.count - 1
            let mixed = (low ^ high &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(text.count)) &* 0xBF58_476D_1CE4_E5B9
            var slot = Int(truncatingIfNeeded: mixed >> 32) & mask
            while slots[slot] != 0 {
                let number = Int(slots[slot]) - 1
                if names[number].low == low && names[number].high == high && names[number].count == text.count {
                    return names[number].string
                }
                slot = (slot + 1) & mask
            }
            let made = String(decoding: text, as: UTF8.self)
            if names.count < Self.maxNames {
                names.append(Name(low: low, high: high, count: text.count, string: made))
                slots[slot] = Int16(names.count)
            }
            return made
        }
    }
}
