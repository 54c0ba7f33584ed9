extension CatalogKeyOrder {
    /// One comparison's walk over what the two strings have in common, as CoreFoundation makes it: the
    /// positions, the order forced by the first difference seen, and the folded clusters being compared.
    struct Walk {
        var a: InlineBuffer, b: InlineBuffer
        var i = 0, j = 0
        /// Where every character before is settled: a localized comparison starts there.
        var settledA = 0, settledB = 0
        /// Where the forced order was found.
        var forcedA = 0, forcedB = 0
        var forced = 0
        var numericEquivalence = false
        var foldedA: [UInt32] = [], foldedB: [UInt32] = []
        var nextA = 0, nextB = 0
        var usedA = 1, usedB = 1
        /// Whether CoreFoundation would have read past its buffer (`CatalogKeyOrder.comparison`).
        var readPastBuffer = false

        init(_ a: [UInt16], _ b: [UInt16]) {
            self.a = InlineBuffer(a)
            self.b = InlineBuffer(b)
        }

        mutating func run(_ order: CatalogKeyOrder) -> Int {
            while i < a.count && j < b.count {
                var x: UInt32, y: UInt32
                if foldedA.isEmpty {
                    x = a.unit(at: i)
                    if forced != 0, Self.isUpperASCII(x) { x += 0x20 }
                    usedA = 1
                } else {
                    x = foldedA[nextA]
                    nextA += 1
                }
                if foldedB.isEmpty {
                    y = b.unit(at: j)
                    if forced != 0, Self.isUpperASCII(y) { y += 0x20 }
                    usedB = 1
                } else {
                    y = foldedB[nextB]
                    nextB += 1
                }
                if foldedA.isEmpty, foldedB.isEmpty, Self.isDigit(x), Self.isDigit(y) {
                    if let decided = compareNumbers(x, y) { return decided }
                    continue
                }
                if x != y, let decided = compareDifferent(&x, &y, order) { return decided }
                if !foldedA.isEmpty, nextA == foldedA.count { foldedA = [] }
                if !foldedB.isEmpty, nextB == foldedB.count { foldedB = [] }
                if foldedA.isEmpty { i += usedA }
                if foldedB.isEmpty { j += usedB }
                if foldedA.isEmpty, foldedB.isEmpty {
                    settledA = i
                    settledB = j
                }
            }
            if !numericEquivalence, forced != 0, i == a.count, j == b.count {
                forced = localized(from: forcedA, forcedB, order)
            }
            return i < a.count ? 1 : j < b.count ? -1 : forced
        }

        mutating func localized(from startA: Int, _ startB: Int, _ order: CatalogKeyOrder) -> Int {
            order.compareLocalized(&a, from: startA, &b, from: startB, readPastBuffer: &readPastBuffer)
        }

        /// Two runs of ASCII digits starting with `x` at `i` and `y` at `j`, by value (wrapping past 64 bits,
        /// as CoreFoundation does); equal values of different lengths force the shorter first. Returns the
        /// order when the values differ.
        mutating func compareNumbers(_ x: UInt32, _ y: UInt32) -> Int? {
            let startA = i, startB = j
            var valueA: UInt64 = 0, valueB: UInt64 = 0
            var digit = x
            repeat {
                valueA = valueA &* 10 &+ UInt64(digit - 0x30)
                i += 1
                digit = a.unit(at: i)
            } while Self.isDigit(digit)
            digit = y
            repeat {
                valueB = valueB &* 10 &+ UInt64(digit - 0x30)
                j += 1
                digit = b.unit(at: j)
            } while Self.isDigit(digit)
            guard valueA == valueB else { return valueA < valueB ? -1 : 1 }
            let lengthA = i - startA, lengthB = j - startB
            if forced == 0, lengthA != lengthB {
                forced = lengthA < lengthB ? -1 : 1
                numericEquivalence = true
                forcedA = startA
                forcedB = startB
            }
            return nil
        }

        /// Two characters that differ as read: settled by folding their clusters (case folded, canonically
        /// decomposed, with the marks that follow), or by a localized comparison of what follows (the
        /// returned order).
        mutating func compareDifferent(_ x: inout UInt32, _ y: inout UInt32, _ order: CatalogKeyOrder) -> Int? {
            if forced == 0 {
                forced = x < y ? -1 : 1
                forcedA = settledA
                forcedB = settledB
            }
            if x < 0x80 && y < 0x80 { return localized(from: i, j, order) }
            if Self.isHighSurrogate(x) {
                let low = a.unit(at: i + 1)
                if Self.isLowSurrogate(low) {
                    x = Self.scalar(x, low)
                    usedA = 2
                }
            }
            if Self.isHighSurrogate(y) {
                let low = b.unit(at: j + 1)
                if Self.isLowSurrogate(low) {
                    y = Self.scalar(y, low)
                    usedB = 2
                }
            }
            guard x != y else { return nil }
            if foldedA.isEmpty {
                let (folded, consumed) = CaseFolding.cluster(x, in: &a, at: i)
                if !folded.isEmpty {
                    foldedA = folded
                    x = folded[0]
                    nextA = 1
                    usedA = consumed
                }
            }
            if foldedA.isEmpty && !foldedB.isEmpty { return localized(from: settledA, settledB, order) }
            if foldedB.isEmpty && (foldedA.isEmpty || x != y) {
                let (folded, consumed) = CaseFolding.cluster(y, in: &b, at: j)
                if !folded.isEmpty {
                    foldedB = folded
                    y = folded[0]
                    nextB = 1
                    usedB = consumed
                }
                if foldedB.isEmpty || x != y { return localized(from: settledA, settledB, order) }
            }
            // Only what follows the first characters is compared here: CoreFoundation does not compare the
            // first two again once one side's was folded, and neither does this.
            if !foldedA.isEmpty && !foldedB.isEmpty {
                while nextA < foldedA.count, nextB < foldedB.count, foldedA[nextA] == foldedB[nextB] {
                    nextA += 1
                    nextB += 1
                }
                if nextA < foldedA.count && nextB < foldedB.count { return localized(from: settledA, settledB, order) }
            }
            return nil
        }

        static func isDigit(_ unit: UInt32) -> Bool { unit >= 0x30 && unit <= 0x39 }
        static func isUpperASCII(_ unit: UInt32) -> Bool { unit >= 0x41 && unit <= 0x5A }
        static func isHighSurrogate(_ unit: UInt32) -> Bool { unit >= 0xD800 && unit <= 0xDBFF }
        static func isLowSurrogate(_ unit: UInt32) -> Bool { unit >= 0xDC00 && unit <= 0xDFFF }
        static func scalar(_ high: UInt32, _ low: UInt32) -> UInt32 { 0x10000 + (high - 0xD800) << 10 + (low - 0xDC00) }
    }
}
