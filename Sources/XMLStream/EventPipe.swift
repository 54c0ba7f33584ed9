#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Hands batches of events from the thread that parses to a thread of its own that delivers them
/// (`EventReplayer`), so that on a large document libxml2 and the handler run at the same time.
///
/// One batch waits while another is delivered, so the parser runs at most one batch ahead and a parse
/// holds three batches at most. Delivered batches come back empty, with their capacity, to be filled
/// again. A pthread mutex and condition, which ThreadSanitizer understands.
final class EventPipe: @unchecked Sendable {
    private let replayer: EventReplayer
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    private var thread = pthread_t()
    // Guarded by `lock`.
    private var waiting: EventBatch?
    private var spare: [EventBatch] = []
    private var delivering = false
    private var closed = false
    private var stopped = false

    private init(_ replayer: EventReplayer) {
        self.replayer = replayer
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

    /// Starts the delivering thread; nil if it cannot be started (the parse then delivers itself).
    static func start(_ replayer: EventReplayer) -> EventPipe? {
        let pipe = EventPipe(replayer)
        let context = Unmanaged.passRetained(pipe).toOpaque()
        let created = pthread_create(&pipe.thread, nil, { context in
            Unmanaged<EventPipe>.fromOpaque(context!).takeRetainedValue().deliverAll()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<EventPipe>.fromOpaque(context).release()
            return nil
        }
        return pipe
    }

    /// Hands `batch` over, leaving an empty one in its place; waits while the one before is still
    /// waiting. False once the handler has asked to stop.
    func send(_ batch: inout EventBatch) -> Bool {
        pthread_mutex_lock(lock)
        while waiting != nil { pthread_cond_wait(changed, lock) }
        var next = spare.popLast() ?? EventBatch()
        swap(&next, &batch)
        waiting = next
        let going = !stopped
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        return going
    }

    /// Waits until every batch sent has been delivered: the handler and the replayer's cursor are then
    /// the caller's until it sends again. False once the handler has asked to stop.
    func drain() -> Bool {
        pthread_mutex_lock(lock)
        while waiting != nil || delivering { pthread_cond_wait(changed, lock) }
        let going = !stopped
        pthread_mutex_unlock(lock)
        return going
    }

    /// Delivers what was sent, then ends the thread. False if the handler asked to stop.
    func close() -> Bool {
        pthread_mutex_lock(lock)
        closed = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(lock)
        pthread_join(thread, nil)
        return !stopped
    }

    /// The delivering thread: each batch as it comes, until closed.
    private func deliverAll() {
        pthread_mutex_lock(lock)
        while true {
            while waiting == nil && !closed { pthread_cond_wait(changed, lock) }
            guard var batch = waiting else { break }
            waiting = nil
            delivering = true
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(lock)
            replayer.replay(batch)
            let stop = replayer.stopped
            batch.removeAll()
            pthread_mutex_lock(lock)
            spare.append(batch)
            delivering = false
            stopped = stop
            pthread_cond_broadcast(changed)
        }
        pthread_mutex_unlock(lock)
    }
}
