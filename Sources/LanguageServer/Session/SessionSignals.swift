import Synchronization

/// What the reading thread tells the main one besides the messages it queues: that `exit` has come
/// (a write blocked on a client that reads nothing gives up then), and which requests the client
/// cancelled.
final class SessionSignals: Sendable {
    /// `exit` was read: whatever the main thread is doing, it ends the session.
    let exitRequested = Atomic<Bool>(false)
    private let cancelled = Mutex<Set<RequestID>>([])
    /// Cancellations kept at most (the ids of requests answered before their cancellation came
    /// would otherwise pile up).
    static let maxCancellations = 10_000

    func cancel(_ id: RequestID) {
        cancelled.withLock { set in
            if set.count >= Self.maxCancellations { set.removeAll() }
            set.insert(id)
        }
    }

    /// Whether `id` was cancelled (forgotten once asked: ids may be reused after an answer).
    func takeCancellation(of id: RequestID) -> Bool {
        cancelled.withLock { $0.remove(id) != nil }
    }
}
