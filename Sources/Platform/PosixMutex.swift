#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A pthread mutex: what ThreadSanitizer sees, where Synchronization's `Mutex` (atomics and futexes in
/// a module it does not instrument) was reported as a race.
package final class PosixMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Nil when the system has no mutex to give.
    package init?() {
        mutex = .allocate(capacity: 1)
        guard pthread_mutex_init(mutex, nil) == 0 else {
            mutex.deallocate()
            return nil
        }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    // Lock and unlock rather than a generic `withLock`: a generic call across the module boundary
    // made the runtime instantiate type metadata on every run's path (28 K instructions, 4% of a small
    // validate).
    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }
}
