#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Runs a parse on a thread of its own and delivers its events on the caller's thread (`EventReplayer`),
/// so that on a large document libxml2 and the handler run at the same time.
///
/// The parsing thread hands over a batch per block of input; one batch waits while another is
/// delivered, so the parser runs at most one batch ahead and three batches at most exist. Delivered
/// batches go back empty, with their capacity, to be filled again. The handler stays on the caller's
/// thread, whose memory it already uses (a second thread allocating the model from a new malloc arena
/// cost ~600 page faults on 1 MB). A pthread mutex and condition, which ThreadSanitizer understands.
final class EventPipe: @unchecked Sendable {
    private let replayer: EventReplayer
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    // Guarded by `lock`.
    private var waiting: EventBatch?
    private var spare: [EventBatch] = []
    private var finished = false
    private var delivering = false
    private var stopped = false
    /// What the parsing thread runs; released once it has run.
    private var parse: (() -> Void)?

    init(_ replayer: EventReplayer) {
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

    /// Runs `parse` on a thread of its own, delivering here what it sends until it returns. False if
    /// no thread could be started (nothing has run then).
    func run(_ parse: @escaping () -> Void) -> Bool {
        self.parse = parse
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<EventPipe>.fromOpaque(context!).takeRetainedValue().runParse()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<EventPipe>.fromOpaque(context).release()
            self.parse = nil
            return false
        }
        deliverAll()
        pthread_join(thread, nil)
        return true
    }

    /// The parsing thread: the parse, then the end of its batches.
    private func runParse() {
        parse?()
        parse = nil
        finish()
    }

    /// From the parsing thread, after its last batch: waits until everything sent has been delivered.
    /// The events name elements by libxml2's interned strings, which live as long as its context: the
    /// context is released only after this.
    func finish() {
        pthread_mutex_lock(lock)
        finished = true
        pthread_cond_broadcast(changed)
        while waiting != nil || delivering { pthread_cond_wait(changed, lock) }
        pthread_mutex_unlock(lock)
    }

    /// From the parsing thread: hands `batch` over, leaving an empty one in its place; waits while the
    /// one before is still waiting. False once the handler has asked to stop.
    func send(_ batch: inout EventBatch) -> Bool {
        pthread_mutex_lock(lock)
        while waiting != nil && !stopped { pthread_cond_wait(changed, lock) }
        let going = !stopped
        if going {
            var next = spare.popLast() ?? EventBatch()
            swap(&next, &batch)
            waiting = next
            pthread_cond_broadcast(changed)
        } else {
            batch.removeAll()
        }
        pthread_mutex_unlock(lock)
        return going
    }

    /// The caller's thread: each batch as it comes, until the parse has finished and sent its last.
    private func deliverAll() {
        pthread_mutex_lock(lock)
        while true {
            while waiting == nil && !finished { pthread_cond_wait(changed, lock) }
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
            if stop { stopped = true }
            pthread_cond_broadcast(changed)
        }
        pthread_mutex_unlock(lock)
    }
}
