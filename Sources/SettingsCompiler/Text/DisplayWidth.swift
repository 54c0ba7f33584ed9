import PropertyList

/// How many terminal columns text takes: CJK and emoji 2, combining marks 0, everything else 1.
public enum DisplayWidth {
    /// The width of one code point (see `scripts/generate-display-width.py` for the rules).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if contains(DisplayWidthTable.zeroWidth, value) { return 0 }
        if contains(DisplayWidthTable.doubleWidth, value) { return 2 }
        return 1
    }

    /// The width of a string: a variation selector 16 makes the character before it an emoji (2), and
    /// a character joined by ZERO WIDTH JOINER or a skin-tone modifier draws inside the emoji before it (0).
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        var previousWidth = 0
        var joined = false
        for scalar in text.unicodeScalars {
            var width = of(scalar)
            if scalar.value == 0xFE0F && previousWidth == 1 {
                width = 1
            } else if joined || ((0x1F3FB...0x1F3FF).contains(scalar.value) && previousWidth == 2) {
                width = 0
            }
            joined = scalar.value == 0x200D
            total += width
            if width > 0 { previousWidth = width }
        }
        return total
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
