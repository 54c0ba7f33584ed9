#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A first-in first-out queue between threads: one puts, another takes, waiting while it is empty.
/// Each element has a cost (the bytes it holds); a put waits while the elements queued and the new
/// one together would cost more than the budget (one element alone always goes in, however costly).
/// `putLast` never waits (what must be seen however full the queue is: the end of a session). A
/// pthread mutex and condition, as `BatchPipe` uses.
package final class BlockingQueue<Element>: @unchecked Sendable {
    private let monitor = PosixCondition()
    private let budget: Int
    // Guarded by `monitor`: a ring of elements with their costs, `head` the first.
    private var elements: [(element: Element, cost: Int)?] = []
    private var head = 0
    private var count = 0
    private var queuedCost = 0

    package init(budget: Int) {
        self.budget = max(budget, 1)
    }

    /// Appends `element`, waiting while it does not fit in the budget.
    package func put(_ element: Element, cost: Int) {
        monitor.lock()
        while !fits(cost) { monitor.wait() }
        insert(element, cost: cost)
        monitor.unlock()
        monitor.broadcast()
    }

    /// Appends `element` however full the queue is.
    package func putLast(_ element: Element) {
        monitor.lock()
        insert(element, cost: 0)
        monitor.unlock()
        monitor.broadcast()
    }

    /// Whether an element of `cost` would go in now, without waiting.
    package func hasRoom(for cost: Int) -> Bool {
        monitor.lock()
        defer { monitor.unlock() }
        return fits(cost)
    }

    /// The first element, waiting until there is one.
    package func take() -> Element {
        monitor.lock()
        while count == 0 { monitor.wait() }
        let element = remove()
        monitor.unlock()
        monitor.broadcast()
        return element
    }

    /// The first element if there is one, without waiting.
    package func poll() -> Element? {
        monitor.lock()
        let element = count == 0 ? nil : remove()
        monitor.unlock()
        if element != nil { monitor.broadcast() }
        return element
    }

    /// How many elements wait.
    package var waiting: Int {
        monitor.lock()
        defer { monitor.unlock() }
        return count
    }

    // Called with `monitor` held.
    private func fits(_ cost: Int) -> Bool {
        count == 0 || queuedCost + cost <= budget
    }

    private func insert(_ element: Element, cost: Int) {
        if count == elements.count { grow() }
        elements[(head + count) % elements.count] = (element, cost)
        count += 1
        queuedCost += cost
    }

    private func remove() -> Element {
        let (element, cost) = elements[head].take()!
        head = (head + 1) % elements.count
        count -= 1
        queuedCost -= cost
        return element
    }

    /// Twice the room (at least 16), the elements laid out from the start again.
    private func grow() {
        var larger = [(element: Element, cost: Int)?](repeating: nil, count: max(16, elements.count * 2))
        for index in 0..<count { larger[index] = elements[(head + index) % elements.count].take() }
        elements = larger
        head = 0
    }
}
