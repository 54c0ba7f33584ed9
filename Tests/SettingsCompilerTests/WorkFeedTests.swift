import Platform
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
        let runs = ThreadCounter()
        let completed = WorkFeed<Int>.run({ _ in true }, body: { _, _ in runs.add() })
        #expect(completed && runs.value == 0)
    }

    /// The point of it: the first item is run by another thread while the finder is still at work (the
    /// finder waits for that, five seconds at most, before it offers the second).
    @Test(.enabled(if: System.processorCount > 1))
    func itemsRunWhileTheFinderGoesOn() {
        let started = ThreadCounter()
        var overlapped = false
        let completed = WorkFeed<Int>.run({ offer in
            offer(0)
            overlapped = ThreadCounter.wait { started.value == 1 }
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
        let runs = ThreadCounter()
        let gaveUp = ThreadCounter()
        var started = false
        let completed = WorkFeed<Int>.run({ offer in
            offer(0)
            started = ThreadCounter.wait { runs.value == 1 }
            for index in 1..<100 { offer(index) }
            gaveUp.add()
            return false
        }, body: { number, _ in
            runs.add()
            if number == 0 { _ = ThreadCounter.wait { gaveUp.value == 1 } }
        })
        #expect(started && !completed)
        #expect(runs.value == 1)
    }
}
