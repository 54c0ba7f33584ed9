import Platform
import Synchronization

/// A count shared between threads, and a wait of up to five seconds for a condition: what the tests of
/// `System.concurrently` and `WorkFeed` watch their threads with.
final class ThreadCounter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .acquiring) }
    func add() { count.add(1, ordering: .releasing) }

    /// Polls `condition` for up to five seconds; whether it became true.
    static func wait(_ condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while !condition() {
            if clock.now > deadline { return false }
            System.sleep(milliseconds: 1)
        }
        return true
    }
}
