import Platform
import Synchronization

/// What the reading thread tells the main one besides the messages it queues: that `exit` has come
/// (a write blocked on a client that reads nothing gives up then), and which requests the client
/// cancelled.
final class SessionSignals: @unchecked Sendable {
    /// `exit` was read: whatever the main thread is doing, it ends the session.
    let exitRequested = Atomic<Bool>(false)
    /// Guards `cancelled`. A pthread mutex, which ThreadSanitizer sees: Synchronization's `Mutex`, when a
    /// cancellation came while the main thread was asking about one, was reported as a race under
    /// `make test-tsan` (its contended path is not instrumented), and the server exited with its status.
    private let lock = PosixMutex()
    private var cancelled: Set<RequestID> = []
    /// Cancellations kept at most (the ids of requests answered before their cancellation came
    /// would otherwise pile up).
    static let maxCancellations = 10_000

    func cancel(_ id: RequestID) {
        lock?.lock()
        defer { lock?.unlock() }
        if cancelled.count >= Self.maxCancellations { cancelled.removeAll() }
        cancelled.insert(id)
    }

    /// Whether `id` was cancelled (forgotten once asked: ids may be reused after an answer).
    func takeCancellation(of id: RequestID) -> Bool {
        lock?.lock()
        defer { lock?.unlock() }
        return cancelled.remove(id) != nil
    }
}
