import Platform
import Synchronization
import Testing

/// What a one-shot command leaves to the process's exit (`ExitReclaim`) is held, not freed, however many
/// threads leave values at once; a library caller, which never turns it on, frees as usual.
@Suite("KeptValues and ExitReclaim")
struct KeptValuesTests {
    /// Two threads push 2,000 values between them: all are held (none freed) until the list itself is
    /// freed, and then every one is.
    @Test func holdsEveryValueFromEveryThreadUntilFreed() {
        let freed = Counter()
        do {
            let values = KeptValues()
            withExtendedLifetime(values) {
                System.concurrently(2) { _ in
                    for _ in 0..<1_000 { values.keep(Tracked(freed)) }
                }
                #expect(values.count == 2_000)
                #expect(freed.value == 0)
            }
        }
        #expect(freed.value == 2_000)
    }

    /// Nothing turns it on in a library: `leave` keeps nothing, and the caller's last reference frees the
    /// value. (The command line turns it on; its tests run the binary.)
    @Test func offInALibraryLeavesNothingHeld() {
        #expect(!ExitReclaim.isTurnedOn)
        let freed = Counter()
        do {
            let value = Tracked(freed)
            ExitReclaim.leave(value)
        }
        #expect(freed.value == 1)
    }

    private final class Tracked: Sendable {
        let freed: Counter
        init(_ freed: Counter) { self.freed = freed }
        deinit { freed.add() }
    }

    private final class Counter: Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .relaxed) }
        func add() { count.add(1, ordering: .relaxed) }
    }
}
