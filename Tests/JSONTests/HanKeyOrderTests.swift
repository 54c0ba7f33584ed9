import Foundation
@testable import JSON
import Testing

/// How `FoundationKeyOrder` orders keys of Han characters: as ICU's root collation does, which is what
/// Foundation on Linux does, and not what Xcode on a Mac does for some of them (docs/string-catalogs.md,
/// "Han characters"). The difference is pinned here so that a change to it is seen.
@Suite("Han keys in Foundation's key order")
struct HanKeyOrderTests {
    /// Han characters of the blocks settings texts use: the CJK Unified Ideographs (U+4E00…), Extension A
    /// (U+3400…), Extension B (U+20000…), and a compatibility ideograph (U+F900, canonically U+8C48).
    static let characters: [String] = [
        "\u{4E00}", "\u{4E01}", "\u{4E03}", "\u{4E09}", "\u{4E0A}", "\u{4E2D}", "\u{4EBA}", "\u{5B9A}", "\u{5F00}",
        "\u{65E5}", "\u{6708}", "\u{8A2D}", "\u{8A9E}", "\u{8C48}", "\u{97F3}", "\u{9FA5}", "\u{F900}", "\u{3400}",
        "\u{3401}", "\u{4DB5}", "\u{20000}", "\u{2A6D6}",
    ]

    /// ICU's root order for Han (ICU 72 here, ICU 76 in Foundation on Linux): by radical and stroke
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
        let order = FoundationKeyOrder()
        let sorted = Self.characters.sorted { order.compare(Array($0.utf16), Array($1.utf16)) < 0 }
        #expect(sorted.map { String($0.unicodeScalars.first!.value, radix: 16) }
                    == Self.rootOrder.map { String($0.unicodeScalars.first!.value, radix: 16) })
        // Keys that begin alike and differ in a Han character compare by that character.
        #expect(order.compare(Array("設定\u{3400}".utf16), Array("設定\u{4E2D}".utf16)) < 0)
    }

    @Test func hanKeysSortAsFoundationOnLinux() {
        let order = FoundationKeyOrder()
        for first in Self.characters {
            for second in Self.characters where first != second {
                let ours = order.compare(Array(first.utf16), Array(second.utf16))
                #expect(ours == FoundationKeyOrderTests.foundation(first, second),
                        "\(FoundationKeyOrderTests.spelled(first)) vs \(FoundationKeyOrderTests.spelled(second))")
            }
        }
    }
}
