import Foundation
import Platform
import Testing

/// `System.adviseHugePages` and `Array.reserveLargeCapacity`: the whole 2 MiB pages of a large buffer
/// are asked for as huge pages, and nothing of a small one; the kernel then marks that memory as
/// eligible (`THPeligible` in `/proc/self/smaps`), where it has transparent huge pages at all.
@Suite("Huge pages")
struct HugePagesTests {
    @Test func onlyWholePagesInsideTheBufferAreAdvised() {
        let huge: UInt = 2 << 20
        // Starting just past a page boundary: the first whole page starts at the next one.
        let pages = System.hugePages(from: 7 * huge + 4096, count: 5 * Int(huge))
        #expect(pages == 8 * huge..<12 * huge)
        // Aligned at both ends: all of it.
        #expect(System.hugePages(from: 4 * huge, count: 3 * Int(huge)) == 4 * huge..<7 * huge)
        // Large enough to be worth it, but no whole page inside.
        #expect(System.hugePages(from: huge + 1, count: System.hugePageWorthy) == (huge * 2)..<(huge * 3))
        #expect(System.hugePages(from: huge + 1, count: Int(huge) * 2 - 2) == nil)
        // Too small to ask.
        #expect(System.hugePages(from: 4 * huge, count: System.hugePageWorthy - 1) == nil)
    }

    @Test(.enabled(if: HugePagesTests.kernelGivesHugePages, "the kernel has no transparent huge pages"))
    func aLargeReservationIsEligibleForHugePages() throws {
        var large: [UInt64] = []
        large.reserveLargeCapacity(12 << 17)  // 12 MiB
        var small: [UInt64] = []
        small.reserveLargeCapacity(1 << 17)  // 1 MiB: left alone
        let largeAddress = large.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let smallAddress = small.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let eligible = try Self.eligibility()
        // The mapping of the large buffer's first whole page, and that of the small buffer.
        let firstPage = try #require(System.hugePages(from: largeAddress, count: 12 << 20)).lowerBound
        #expect(eligible.first { $0.range.contains(firstPage) }?.eligible == true)
        // Where huge pages are given only when asked for (with `always`, any large mapping may have them).
        if Self.mode?.contains("[madvise]") == true {
            #expect(eligible.first { $0.range.contains(smallAddress) }?.eligible == false)
        }
        withExtendedLifetime((large, small)) {}
    }

    /// The kernel's transparent huge pages setting (`always [madvise] never`); nil without them.
    static var mode: String? {
        try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
    }

    static var kernelGivesHugePages: Bool {
        mode.map { !$0.contains("[never]") } ?? false
    }

    /// Each mapping of this process and whether the kernel may back it with huge pages.
    static func eligibility() throws -> [(range: Range<UInt>, eligible: Bool)] {
        // Read to its end: a file of /proc says it holds nothing, and `String(contentsOfFile:)` read only its
        // first 3.8 KB of 78 KB here.
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
        var result: [(range: Range<UInt>, eligible: Bool)] = []
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
                let bounds = first.split(separator: "-").compactMap { UInt($0, radix: 16) }
                if bounds.count == 2 { result.append((bounds[0]..<bounds[1], false)) }
            } else if fields.first == "THPeligible:", let last = fields.last, !result.isEmpty {
                result[result.count - 1].eligible = last == "1"
            }
        }
        return result
    }
}
