#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A batch a `BatchPipe` carries: made empty, and emptied for reuse keeping its storage.
package protocol PipeBatch {
    init()
    /// An empty batch with room for what `other` holds: the pipe makes its second and third batches so,
    /// so that each does not grow again, copying itself each time, to the size the first one reached.
    init(sizedLike other: Self)
    mutating func removeAll()
}

extension PipeBatch {
    package init(sizedLike other: Self) { self.init() }
}

/// Runs a producer on a thread of its own and delivers what it sends on the caller's thread, so that on
/// a large document reading (libxml2's parse, the binary decoder) and the handler run at the same time.
///
/// The producer hands over a batch at a time; one batch waits while another is delivered, so it runs at
/// most one batch ahead and three batches at most exist. Delivered batches go back empty, with their
/// storage, to be filled again. The handler stays on the caller's thread, whose memory it already uses
/// (delivering on a new thread instead, the model came from a fresh malloc arena: ~600 more page
/// faults on 1 MB), and callers' closures need not be thread-safe. A pthread mutex and condition, which
/// ThreadSanitizer understands.
package final class BatchPipe<Batch: PipeBatch>: @unchecked Sendable {
    private let deliver: (Batch) -> Bool
    private let monitor = PosixCondition()
    // Guarded by `monitor`.
    private var waiting: Batch?
    private var spare: [Batch] = []
    private var finished = false
    private var delivering = false
    private var stopped = false

    /// `deliver` takes each batch on the caller's thread; false stops the producer at its next `send`.
    package init(deliver: @escaping (Batch) -> Bool) {
        self.deliver = deliver
    }

    /// Runs `produce` on a thread of its own, delivering here what it sends until it returns. False if
    /// no thread could be started (nothing has run then).
    package func run(_ produce: @escaping () -> Void) -> Bool {
        guard let thread = PosixThread.start({ [self] in
            produce()
            finish()
        }) else { return false }
        deliverAll()
        pthread_join(thread, nil)
        return true
    }

    /// From the producer, after its last batch: waits until everything sent has been delivered (what
    /// the batches point to may then be released).
    package func finish() {
        monitor.lock()
        finished = true
        monitor.broadcast()
        while waiting != nil || delivering { monitor.wait() }
        monitor.unlock()
    }

    /// From the producer: hands `batch` over, leaving an empty one in its place; waits while the one
    /// before is still waiting. False once delivery has stopped (the batch is then dropped).
    package func send(_ batch: inout Batch) -> Bool {
        monitor.lock()
        while waiting != nil && !stopped { monitor.wait() }
        let going = !stopped
        if going {
            var next = spare.popLast() ?? Batch(sizedLike: batch)
            swap(&next, &batch)
            waiting = next
        } else {
            batch.removeAll()
        }
        monitor.unlock()
        // After unlocking: the woken thread then finds the lock free instead of waking only to wait for
        // it (a second futex wake, ~4% of the binary reader's time when it was before).
        if going { monitor.broadcast() }
        return going
    }

    /// The caller's thread: each batch as it comes, until the producer has finished and sent its last.
    private func deliverAll() {
        monitor.lock()
        while true {
            while waiting == nil && !finished { monitor.wait() }
            guard var batch = waiting else { break }
            waiting = nil
            delivering = true
            monitor.broadcast()
            monitor.unlock()
            let going = stopped ? false : deliver(batch)
            batch.removeAll()
            monitor.lock()
            spare.append(batch)
            delivering = false
            if !going { stopped = true }
            monitor.broadcast()
        }
        monitor.unlock()
    }
}
