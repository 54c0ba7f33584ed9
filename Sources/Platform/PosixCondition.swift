#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A pthread mutex with a condition variable on it: one thread waits (the mutex held) until another
/// changes what it waits for and broadcasts. What ThreadSanitizer sees, as `PosixMutex`.
package final class PosixCondition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Waits for a broadcast, the mutex released meanwhile (held again on return; wake-ups may be spurious).
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread waiting.
    package func broadcast() { pthread_cond_broadcast(condition) }
}
