/// A value shared between threads, behind a pthread mutex (`PosixMutex`).
///
/// ThreadSanitizer sees a pthread mutex. Synchronization's `Mutex` hands a contended lock over in its
/// slow path, in a library ThreadSanitizer does not instrument, so `make test-tsan` reported races that
/// cannot happen wherever two threads met at one (and once failed on it). Every lock settingsc
/// shares between threads is this one, so that a race the sanitizer reports is a real one.
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex: PosixMutex
    @usableFromInline var value: Value

    package init(_ value: Value) {
        // A mutex with the default attributes is always given (POSIX: only memory can run out).
        guard let mutex = PosixMutex() else { fatalError("pthread_mutex_init failed") }
        self.mutex = mutex
        self.value = value
    }

    /// Runs `body` on the value with the lock held.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}
