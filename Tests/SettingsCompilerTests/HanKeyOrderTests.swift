import Foundation
@testable import SettingsCompiler
import Testing

/// How `CatalogKeyOrder` orders keys of Han characters: as the root collation of the ICU settingsc
/// links (ICU 72) does — by radical and strokes, not by code point — which is Foundation's order on Linux
/// (ICU 76) except where Unihan's radical-stroke index was revised in between, and not the order Xcode
/// writes on a Mac for some (docs/string-catalogs.md, "Han characters"). The differences are pinned here
/// so that a change to them is seen.
@Suite("Han keys in Foundation's key order")
struct HanKeyOrderTests {
    /// Han characters of the blocks settings texts use: the CJK Unified Ideographs (U+4E00…), Extension A
    /// (U+3400…), Extension B (U+20000…), and a compatibility ideograph (U+F900, canonically U+8C48).
    static let characters: [String] = [
        "\u{4E00}", "\u{4E01}", "\u{4E03}", "\u{4E09}", "\u{4E0A}", "\u{4E2D}", "\u{4EBA}", "\u{5B9A}", "\u{5F00}",
        "\u{65E5}", "\u{6708}", "\u{8A2D}", "\u{8A9E}", "\u{8C48}", "\u{97F3}", "\u{9FA5}", "\u{F900}", "\u{3400}",
        "\u{3401}", "\u{4DB5}", "\u{20000}", "\u{2A6D6}",
    ]

    /// ICU's root order for Han (ICU 72 here; ICU 76, in Foundation on Linux, agrees for these): by radical and stroke
    /// count (Unihan's radical-stroke index) across blocks — U+20000 right after U+4E03, U+3400 and U+3401
    /// between U+4E0A and U+4E2D, U+4DB5 after U+9FA5 — and a compatibility ideograph beside its canonical
    /// equivalent (U+F900 after U+8C48). Not code point order.
    static let rootOrder: [String] = [
        "\u{4E00}", "\u{4E01}", "\u{4E03}", "\u{20000}", "\u{4E09}", "\u{4E0A}", "\u{3400}", "\u{3401}", "\u{4E2D}",
        "\u{4EBA}", "\u{5B9A}", "\u{5F00}", "\u{65E5}", "\u{6708}", "\u{8A2D}", "\u{8A9E}", "\u{8C48}", "\u{F900}",
        "\u{97F3}", "\u{9FA5}", "\u{4DB5}", "\u{2A6D6}",
    ]

    // The known difference: Xcode on a Mac writes some Han keys in another order than this one (its ICU's);
    // settingsc writes them in ICU's root order, as Foundation on Linux does.
    @Test func hanKeysSortInICUsRootOrder() {
        let order = CatalogKeyOrder()
        let sorted = Self.characters.sorted { order.compare(Array($0.utf16), Array($1.utf16)) < 0 }
        #expect(sorted.map { String($0.unicodeScalars.first!.value, radix: 16) }
                    == Self.rootOrder.map { String($0.unicodeScalars.first!.value, radix: 16) })
        // Keys that begin alike and differ in a Han character compare by that character.
        #expect(order.compare(Array("設定\u{3400}".utf16), Array("設定\u{4E2D}".utf16)) < 0)
    }

    /// Where Unihan's radical-stroke index did not change, as Foundation on Linux.
    @Test func hanKeysSortAsFoundationOnLinux() {
        let order = CatalogKeyOrder()
        for first in Self.characters {
            for second in Self.characters where first != second {
                let ours = order.compare(Array(first.utf16), Array(second.utf16))
                #expect(ours == CatalogKeyOrderTests.foundation(first, second),
                        "\(CatalogKeyOrderTests.spelled(first)) vs \(CatalogKeyOrderTests.spelled(second))")
            }
        }
    }

    /// Pairs that ICU 76 (Foundation on Linux) orders first < second and ICU 72 (settingsc) the other way:
    /// Unihan's radical-stroke index was revised since (Unicode 15.1 and 16 file many simplified characters
    /// under their simplified radicals), and ICU's root order for Han follows it.
    static let revised: [(String, String)] = [
        ("\u{7EB6}", "\u{7D0A}"), ("\u{7F20}", "\u{7E41}"), ("\u{8BD1}", "\u{8A79}"), ("\u{8651}", "\u{5F6A}"),
        ("\u{641C}", "\u{640F}"), ("\u{4F63}", "\u{4F64}"),
    ]

    // The known difference from Foundation on Linux, measured: of the 20,902 characters of the Unified
    // Ideographs block's first edition (U+4E00…U+9FA5), 1,161 are placed otherwise (the fewest characters
    // to move to turn one order into the other). docs/string-catalogs.md quotes these numbers.
    @Test func theKnownDifferenceFromFoundationOnLinux() {
        let order = CatalogKeyOrder()
        for (first, second) in Self.revised {
            #expect(CatalogKeyOrderTests.foundation(first, second) < 0, "Foundation: \(first) < \(second)")
            #expect(order.compare(Array(second.utf16), Array(first.utf16)) < 0, "settingsc: \(second) < \(first)")
        }
        let block = (0x4E00...0x9FA5).compactMap { Unicode.Scalar(UInt32($0)) }.map { String($0) }
        let ours = block.sorted { order.compare(Array($0.utf16), Array($1.utf16)) < 0 }
        var position: [String: Int] = [:]
        for (index, key) in block.sorted(by: { CatalogKeyOrderTests.foundation($0, $1) < 0 }).enumerated() { position[key] = index }
        // The longest run of characters both orders agree on (a longest increasing subsequence).
        var tails: [Int] = []
        for key in ours {
            let index = position[key]!
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < index { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        #expect(block.count - tails.count == 1_161)
    }
}
