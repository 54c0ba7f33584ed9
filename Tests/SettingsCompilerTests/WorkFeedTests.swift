import Platform
import Synchronization
import Testing

/// `WorkFeed`: items found one by one are each run once, by number in the order offered, while the
/// finder still runs; a finder that gives up stops what has not started.
@Suite("WorkFeed")
struct WorkFeedTests {
    @Test func everyItemRunsOnceWithItsNumber() {
        let runs = Locked([Int: [String]]())
        let completed = WorkFeed<String>.run({ offer in
            for index in 0..<200 { offer("item \(index)") }
            return true
        }, body: { number, item in
            runs.withLock { $0[number, default: []].append(item) }
        })
        #expect(completed)
        let seen = runs.withLock { $0 }
        #expect(seen.count == 200)
        #expect((0..<200).allSatisfy { seen[$0] == ["item \($0)"] })
    }

    @Test func nothingOfferedRunsNothing() {
        let runs = Counter()
        let completed = WorkFeed<Int>.run({ _ in true }, body: { _, _ in runs.add() })
        #expect(completed && runs.value == 0)
    }

    /// The point of it: the first item is run by another thread while the finder is still at work (the
    /// finder waits for that, five seconds at most, before it offers the second).
    @Test(.enabled(if: System.processorCount > 1))
    func itemsRunWhileTheFinderGoesOn() {
        let started = Counter()
        var overlapped = false
        let completed = WorkFeed<Int>.run({ offer in
            offer(0)
            overlapped = Self.wait { started.value == 1 }
            offer(1)
            return true
        }, body: { _, _ in started.add() })
        #expect(completed && overlapped)
        #expect(started.value == 2)
    }

    /// A finder that gives up (a configuration found unusable): what was not started is not run, and
    /// `run` says so once what was running has ended. Item 0 runs on another thread until the finder has
    /// given up; the 99 items offered meanwhile are dropped.
    @Test(.enabled(if: System.processorCount > 1))
    func aFinderThatGivesUpStopsWhatHasNotStarted() {
        let runs = Counter()
        let gaveUp = Counter()
        var started = false
        let completed = WorkFeed<Int>.run({ offer in
            offer(0)
            started = Self.wait { runs.value == 1 }
            for index in 1..<100 { offer(index) }
            gaveUp.add()
            return false
        }, body: { number, _ in
            runs.add()
            if number == 0 { _ = Self.wait { gaveUp.value == 1 } }
        })
        #expect(started && !completed)
        #expect(runs.value == 1)
    }

    private final class Counter: Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .acquiring) }
        func add() { count.add(1, ordering: .releasing) }
    }

    /// Polls `condition` for up to five seconds; whether it became true.
    private static func wait(_ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while !condition() {
            if clock.now > deadline { return false }
            System.sleep(milliseconds: 1)
        }
        return true
    }
}
