import SettingsCompiler
import TestSupport
import Testing

/// A diff's changes arrive as one array per pair of definitions and are put together page by page
/// (`DiffReport.append(contentsOf:)`, run by run, each page's array made once): the pages, their order
/// and their changes are what appending every change one at a time gives, whatever the runs.
@Suite("DiffReport")
struct DiffReportTests {
    /// Pages met again later, a page's changes split across arrays and inside one, and a whole array
    /// that is one page's only changes.
    @Test func runsArePutUnderTheirPagesInOrder() {
        var report = DiffReport()
        report.append(contentsOf: [
            [change("A", 1), change("A", 2)],
            [change("B", 1)],
            [change("A", 3), change("C", 1), change("A", 4)],
            [],
            [change("C", 2)],
            [change("D", 1), change("D", 2)],
        ])
        #expect(report.pages.map(\.name) == ["A", "B", "C", "D"])
        #expect(report.pages.map { $0.changes.map(\.item) } == [["1", "2", "3", "4"], ["1"], ["1", "2"], ["1", "2"]])
    }

    /// Pages the report had before are added to, not repeated.
    @Test func pagesAlreadyThereTakeTheirNewChanges() {
        var report = DiffReport()
        report.append([change("B", 1), change("A", 1)])
        report.append(contentsOf: [[change("A", 2)], [change("C", 1), change("B", 2)]])
        #expect(report.pages.map(\.name) == ["B", "A", "C"])
        #expect(report.pages.map { $0.changes.map(\.item) } == [["1", "2"], ["1", "2"], ["1"]])
    }

    /// 300 random reports of up to 12 arrays over 5 pages, some added before: the same as one at a time.
    @Test func matchesAppendingEachChangeInTurn() {
        var random = SplitMix64(seed: 35)
        for _ in 0..<300 {
            let earlier = batches(&random, count: random.below(3))
            let later = batches(&random, count: random.below(13))
            var report = DiffReport()
            for batch in earlier { report.append(batch) }
            report.append(contentsOf: later)
            let expected = oneAtATime(earlier + later)
            #expect(report.pages.map(\.name) == expected.map(\.name))
            #expect(report.pages.map(\.changes) == expected.map(\.changes))
        }
    }

    // MARK: - Helpers

    private func change(_ page: String, _ item: Int) -> DiffChange {
        DiffChange(.changed, page: page, item: String(item), attribute: "Title", old: "was", new: "now")
    }

    /// Arrays of up to 8 changes, each on one of 5 pages; runs of one page are likely.
    private func batches(_ random: inout SplitMix64, count: Int) -> [[DiffChange]] {
        (0..<count).map { _ in
            var page = random.below(5)
            return (0..<random.below(9)).map { item in
                if random.below(3) == 0 { page = random.below(5) }
                return change(["Root", "Advanced", "Privacy", "About", "Sync"][page], item)
            }
        }
    }

    /// The pages as appending each change in turn gives them: a page's first change places it.
    private func oneAtATime(_ batches: [[DiffChange]]) -> [(name: String, changes: [DiffChange])] {
        var pages: [(name: String, changes: [DiffChange])] = []
        for change in batches.joined() {
            if let index = pages.firstIndex(where: { $0.name == change.page }) {
                pages[index].changes.append(change)
            } else {
                pages.append((change.page, [change]))
            }
        }
        return pages
    }
}
