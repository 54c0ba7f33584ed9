import Platform

extension CatalogKeyOrder {
    /// How CoreFoundation's comparison folds a character cluster before it compares it (`CatalogKeyOrder`,
    /// after `__CFStringFoldCharacterClusterAtIndex` for a case-insensitive, non-literal comparison): the
    /// character canonically decomposed, its base case-folded, the marks that follow it appended (decomposed)
    /// and put in combining-class order.
    ///
    /// The standard library gives lowercase mappings, not case foldings: the foldings that differ from
    /// lowercasing are listed here (Unicode's CaseFolding.txt, statuses C and F), all but the Greek letters
    /// with iota subscripts, which fold to two letters where lowercasing keeps one.
    enum CaseFolding {
        /// CoreFoundation's buffer for one folded cluster.
        static let capacity = 64

        /// The folded cluster of `character` (a scalar read at `index` of `text`) and how many code units of
        /// `text` it took; empty when folding changes nothing and no mark follows.
        static func cluster(_ character: UInt32, in text: inout InlineBuffer, at index: Int) -> ([UInt32], consumed: Int) {
            var folded: [UInt32] = []
            var current = index + (character > 0xFFFF ? 2 : 1)
            var base = character
            if character < 0x80 {
                if character >= 0x41 && character <= 0x5A { folded = [character + 0x20] }
            } else {
                if let decomposition = System.Collator.canonicalDecomposition(of: character) {
                    folded = decomposition
                    base = decomposition[0]
                }
                if let caseFolded = fold(base) {
                    if !folded.isEmpty { folded.removeFirst() }
                    folded.insert(contentsOf: caseFolded, at: 0)
                }
            }
            // The marks that follow belong to the cluster.
            if folded.isEmpty {
                let (next, width) = text.scalar(at: current)
                guard isGraphemeExtend(next) else { return ([], 1) }
                folded = [base]
                folded += System.Collator.canonicalDecomposition(of: next) ?? [next]
                current += width
            }
            while folded.count < capacity {
                let (next, width) = text.scalar(at: current)
                guard isGraphemeExtend(next) else { break }
                folded += System.Collator.canonicalDecomposition(of: next) ?? [next]
                current += width
            }
            if folded.count > 1 { sortMarks(&folded) }
            return (folded, current - index)
        }

        /// The full case folding of `value` when it differs from `value` (nil otherwise).
        static func fold(_ value: UInt32) -> [UInt32]? {
            if value < 0x80 {
                return value >= 0x41 && value <= 0x5A ? [value + 0x20] : nil
            }
            if let special = special[value] { return special }
            switch value {
            case 0x13F8...0x13FD: return [value - 8]
            case 0xAB70...0xABBF: return [value - 0xAB70 + 0x13A0]
            case 0x13A0...0x13F5: return [value]
            default: break
            }
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased
                    || scalar.properties.changesWhenCaseFolded else { return nil }
            let lower = scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
            return lower.isEmpty ? nil : lower
        }

        private static func isGraphemeExtend(_ value: UInt32) -> Bool {
            Unicode.Scalar(value)?.properties.isGraphemeExtend ?? false
        }

        private static func combiningClass(_ value: UInt32) -> UInt8 {
            Unicode.Scalar(value)?.properties.canonicalCombiningClass.rawValue ?? 0
        }

        /// The marks at the end of a cluster (from the last character that is not one), bubble-sorted by
        /// combining class after the leading class-0 characters, comparing each with the class last read, as
        /// `CFUniCharPrioritySort` does.
        private static func sortMarks(_ cluster: inout [UInt32]) {
            var start = cluster.count - 1
            while start > 0 && isGraphemeExtend(cluster[start]) { start -= 1 }
            guard cluster.count - start > 1 else { return }
            while start < cluster.count && combiningClass(cluster[start]) == 0 { start += 1 }
            guard cluster.count - start > 1 else { return }
            var changed = true
            while changed {
                changed = false
                var next = combiningClass(cluster[start])
                for index in (start + 1)..<cluster.count {
                    let previous = next
                    next = combiningClass(cluster[index])
                    if previous > next {
                        cluster.swapAt(index - 1, index)
                        changed = true
                    }
                }
            }
        }

        private static let special: [UInt32: [UInt32]] = [
            0x00B5: [0x03BC], 0x00DF: [0x73, 0x73], 0x0149: [0x02BC, 0x6E], 0x017F: [0x73], 0x01F0: [0x6A, 0x030C],
            0x0345: [0x03B9], 0x0390: [0x03B9, 0x0308, 0x0301], 0x03B0: [0x03C5, 0x0308, 0x0301], 0x03C2: [0x03C3],
            0x03D0: [0x03B2], 0x03D1: [0x03B8], 0x03D5: [0x03C6], 0x03D6: [0x03C0], 0x03F0: [0x03BA], 0x03F1: [0x03C1],
            0x03F5: [0x03B5], 0x0587: [0x0565, 0x0582], 0x1C80: [0x0432], 0x1C81: [0x0434], 0x1C82: [0x043E],
            0x1C83: [0x0441], 0x1C84: [0x0442], 0x1C85: [0x0442], 0x1C86: [0x044A], 0x1C87: [0x0463], 0x1C88: [0xA64B],
            0x1E96: [0x68, 0x0331], 0x1E97: [0x74, 0x0308], 0x1E98: [0x77, 0x030A], 0x1E99: [0x79, 0x030A],
            0x1E9A: [0x61, 0x02BE], 0x1E9B: [0x1E61], 0x1E9E: [0x73, 0x73], 0x1FBE: [0x03B9],
            0xFB00: [0x66, 0x66], 0xFB01: [0x66, 0x69], 0xFB02: [0x66, 0x6C], 0xFB03: [0x66, 0x66, 0x69],
            0xFB04: [0x66, 0x66, 0x6C], 0xFB05: [0x73, 0x74], 0xFB06: [0x73, 0x74], 0xFB13: [0x0574, 0x0576],
            0xFB14: [0x0574, 0x0565], 0xFB15: [0x0574, 0x056B], 0xFB16: [0x057E, 0x0576], 0xFB17: [0x0574, 0x056D],
        ]
    }
}
