extension CatalogDecoder {
    /// Strings made once per distinct short text (up to 16 bytes: language tags, states), found by the
    /// text's bytes packed into two integers; the one met last is tried first, then the next after it (a
    /// catalog's languages come in the same order in every entry). Longer texts are made each time.
    struct NameCache {
        private struct Name {
            var low: UInt64
            var high: UInt64
            var count: Int
            var string: String
        }

        private var names: [Name] = []
        private var last = 0

        mutating func string(_ text: ArraySlice<UInt8>) -> String {
            guard text.count <= 16 else { return String(decoding: text, as: UTF8.self) }
            var low: UInt64 = 0, high: UInt64 = 0
            var shift: UInt64 = 0
            for (offset, byte) in text.enumerated() {
                if offset < 8 { low |= UInt64(byte) << shift } else { high |= UInt64(byte) << (shift - 64) }
                shift += 8
            }
            if !names.isEmpty {
                if names[last].low == low && names[last].high == high && names[last].count == text.count { return names[last].string }
                for index in names.indices where names[index].low == low && names[index].high == high
                    && names[index].count == text.count {
                    last = index
                    return names[index].string
                }
            }
            let made = String(decoding: text, as: UTF8.self)
            // Hostile input may hold any number of names: past a few hundred, they are made each time.
            if names.count < 256 {
                names.append(Name(low: low, high: high, count: text.count, string: made))
                last = names.count - 1
            }
            return made
        }
    }
}
