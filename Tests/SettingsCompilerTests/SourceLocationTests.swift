import Diagnostics
import Testing

/// Swift Testing has a `SourceLocation` of its own.
private typealias Location = Diagnostics.SourceLocation

/// `SourceLocation` in one word and back, as tables that keep locations as numbers hold them.
@Suite("Source locations")
struct SourceLocationTests {
    @Test func aLocationPackedIntoOneWordIsTheSameLocationUnpacked() {
        let locations: [Location] = [
            .start, .wholeFile, .byte(0), .byte(255 << 20), Location(line: 7, column: 12),
            Location(line: 256 << 20, column: 256 << 20), Location(line: 1, column: 0),
        ]
        for location in locations {
            #expect(Location(packed: location.packed) == location, "\(location)")
        }
        #expect(Set(locations.map(\.packed)).count == locations.count)
    }
}
