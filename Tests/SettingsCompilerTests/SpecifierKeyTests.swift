@testable import SettingsCompiler
import Testing

/// `SpecifierEntries` files a specifier's accepted entries by `SpecifierKey.position` in a table of 32
/// places held in place: each key needs a place of its own, inside it.
@Suite("Specifier keys")
struct SpecifierKeyTests {
    @Test func everyKeyHasAPlaceOfItsOwnInTheEntriesTable() {
        let positions = SpecifierKey.allCases.map(\.position)
        #expect(Set(positions).count == positions.count)
        #expect(positions.allSatisfy { (0..<SIMD32<Int32>.scalarCount).contains($0) })
    }
}
