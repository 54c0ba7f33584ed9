import Synchronization

/// Values held until the list is destroyed, pushed from any thread without a lock: what `ExitReclaim`
/// keeps for the process's exit.
///
/// A list, newest first, of boxes each retained once; the list is reachable from its head, so that
/// LeakSanitizer counts what it holds as held, not lost. Not a lock and an array of existentials: their
/// types' metadata was made on first use (+6.5 K instructions of `validate` on a small file); one atomic
/// word needs none.
package struct KeptValues: ~Copyable, Sendable {
    private let head = Atomic<Unmanaged<Node>?>(nil)

    private final class Node: Sendable {
        let value: any Sendable
        let next: Unmanaged<Node>?

        init(_ value: any Sendable, next: Unmanaged<Node>?) {
            self.value = value
            self.next = next
        }
    }

    package init() {}

    deinit {
        var next = head.load(ordering: .acquiring)
        while let node = next {
            next = node.takeUnretainedValue().next
            node.release()
        }
    }

    /// Holds `value` (its references) until the list is destroyed.
    package func keep(_ value: any Sendable) {
        var expected = head.load(ordering: .acquiring)
        while true {
            let node = Unmanaged.passRetained(Node(value, next: expected))
            let (exchanged, found) = head.compareExchange(expected: expected, desired: node, ordering: .acquiringAndReleasing)
            if exchanged { return }
            node.release()
            expected = found
        }
    }

    /// How many values are held.
    package var count: Int {
        var count = 0
        var next = head.load(ordering: .acquiring)
        while let node = next {
            count += 1
            next = node.takeUnretainedValue().next
        }
        return count
    }
}
