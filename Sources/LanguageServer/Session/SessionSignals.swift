import Platform
import Synchronization

/// What the reading thread tells the main one besides the messages it queues: that `exit` has come
/// (a write blocked on a client that reads nothing gives up then), and which requests the client
/// cancelled.
final class SessionSignals: Sendable {
    /// `exit` was read: whatever the main thread is doing, it ends the session.
    let exitRequested = Atomic<Bool>(false)
    /// The requests the client cancelled, not yet asked about (`Locked`: a lock ThreadSanitizer sees).
    private let cancelled = Locked<Set<RequestID>>([])
    /// Cancellations kept at most (the ids of requests answered before their cancellation came
    /// would otherwise pile up).
    static let maxCancellations = 10_000

    func cancel(_ id: RequestID) {
        cancelled.withLock { cancelled in
            if cancelled.count >= Self.maxCancellations { cancelled.removeAll() }
            cancelled.insert(id)
        }
    }

    /// Whether `id` was cancelled (forgotten once asked: ids may be reused after an answer).
    func takeCancellation(of id: RequestID) -> Bool {
        cancelled.withLock { $0.remove(id) != nil }
    }
}
