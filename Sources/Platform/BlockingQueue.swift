#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A first-in first-out queue between threads: one puts, another takes, waiting while it is empty; a
/// put waits while `capacity` elements are queued. `putLast` never waits (what must be seen however
/// full the queue is: the end of a session). A pthread mutex and condition, as `BatchPipe` uses.
package final class BlockingQueue<Element>: @unchecked Sendable {
    private let monitor = PosixCondition()
    private let capacity: Int
    // Guarded by `monitor`: a ring of elements, `head` the first.
    private var elements: [Element?] = []
    private var head = 0
    private var count = 0

    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Appends `element`, waiting while the queue is full.
    package func put(_ element: Element) {
        monitor.lock()
        while count >= capacity { monitor.wait() }
        insert(element)
        monitor.unlock()
        monitor.broadcast()
    }

    /// Appends `element` however full the queue is.
    package func putLast(_ element: Element) {
        monitor.lock()
        insert(element)
        monitor.unlock()
        monitor.broadcast()
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
    private func insert(_ element: Element) {
        if count == elements.count { grow() }
        elements[(head + count) % elements.count] = element
        count += 1
    }

    private func remove() -> Element {
        let element = elements[head].take()!
        head = (head + 1) % elements.count
        count -= 1
        return element
    }

    /// Twice the room (at least 16), the elements laid out from the start again.
    private func grow() {
        var larger = [Element?](repeating: nil, count: max(16, elements.count * 2))
        for index in 0..<count { larger[index] = elements[(head + index) % elements.count].take() }
        elements = larger
        head = 0
    }
}
