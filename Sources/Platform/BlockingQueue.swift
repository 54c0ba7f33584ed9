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
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    private let capacity: Int
    // Guarded by `lock`: a ring of elements, `head` the first.
    private var elements: [Element?] = []
    private var head = 0
    private var count = 0

    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
        lock = .allocate(capacity: 1)
        changed = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    /// Appends `element`, waiting while the queue is full.
    package func put(_ element: Element) {
        pthread_mutex_lock(lock)
        while count >= capacity { pthread_cond_wait(changed, lock) }
        insert(element)
        pthread_mutex_unlock(lock)
        pthread_cond_broadcast(changed)
    }

    /// Appends `element` however full the queue is.
    package func putLast(_ element: Element) {
        pthread_mutex_lock(lock)
        insert(element)
        pthread_mutex_unlock(lock)
        pthread_cond_broadcast(changed)
    }

    /// The first element, waiting until there is one.
    package func take() -> Element {
        pthread_mutex_lock(lock)
        while count == 0 { pthread_cond_wait(changed, lock) }
        let element = remove()
        pthread_mutex_unlock(lock)
        pthread_cond_broadcast(changed)
        return element
    }

    /// The first element if there is one, without waiting.
    package func poll() -> Element? {
        pthread_mutex_lock(lock)
        let element = count == 0 ? nil : remove()
        pthread_mutex_unlock(lock)
        if element != nil { pthread_cond_broadcast(changed) }
        return element
    }

    /// How many elements wait.
    package var waiting: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return count
    }

    // Called with `lock` held.
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
