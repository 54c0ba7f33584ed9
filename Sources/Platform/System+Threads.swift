#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif
import Synchronization

/// Running work on every processor.
extension System {
    /// The number of processors this process may run on.
    package static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Runs `body(0..<iterations)` on one thread per processor, each taking the next index as it
    /// finishes one; returns when all are done. (Dispatch's concurrentPerform started its second
    /// worker too late to matter on 2,000 small files: 1.2 cores busy, against 1.9 with this.)
    ///
    /// Called from within such work (a bundle's tables read beside its pages, while other bundles are
    /// checked on every processor), it runs on the calling thread, with one exception: a processor whose
    /// thread has nothing left to take and only waits for the others (`spareProcessors`). A bundle's
    /// pages are read on one thread while its String Catalog is read on the other; the pages are done
    /// first, and the catalog's entries, decoded in two halves, then take both processors instead of one.
    package static func concurrently(_ iterations: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let nested = pthread_getspecific(workerKey) != nil
        // A nested call takes spare processors only, and gives them back when it is done.
        let claimed = nested ? claimSpareProcessors(upTo: iterations - 1) : 0
        let workers = nested ? 1 + claimed : min(iterations, processorCount)
        guard workers > 1 else {
            for index in 0..<iterations { body(index) }
            return
        }
        let shared = WorkQueue(iterations: iterations, body: body)
        var threads: [pthread_t] = []
        for _ in 1..<workers {
            guard let thread = PosixThread.start({
                shared.drain()
                // Its processor is free from here until the thread is joined.
                System.spareProcessors.add(1, ordering: .relaxed)
            }) else { continue }
            threads.append(thread)
        }
        shared.drain()
        // Nothing is left to take: this thread only waits from here on.
        spareProcessors.add(1, ordering: .relaxed)
        for thread in threads {
            pthread_join(thread, nil)
            spareProcessors.subtract(1, ordering: .relaxed)
        }
        spareProcessors.add(claimed - 1, ordering: .relaxed)
    }

    /// `transform` of each index of `0..<count`, run as `concurrently` runs its work; the results in the
    /// order of their indexes, whichever thread made each. Generic and not inlined across modules: each
    /// result costs ~1,900 instructions of metadata lookups and value witnesses, so a path run per file
    /// (`Validation`'s, 200 files: +0.38 M) gathers its results itself.
    package static func concurrentMap<Element: Sendable>(_ count: Int,
                                                         _ transform: @escaping @Sendable (Int) -> Element) -> [Element] {
        let results = Locked([Element?](repeating: nil, count: count))
        concurrently(count) { index in
            let result = transform(index)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }.map { $0! }
    }

    /// Processors whose thread of `concurrently` only waits for the others to finish. Counted up when
    /// one starts waiting, down when it stops; a nested call takes some and gives them back. It can be
    /// below zero for a moment (a thread joined while a nested call holds its processor); only a count
    /// above zero is taken.
    private static let spareProcessors = Atomic<Int>(0)

    /// How many processors `concurrently` counts as spare at this moment (for tests).
    package static var spareProcessorCount: Int { spareProcessors.load(ordering: .relaxed) }

    /// Takes up to `wanted` spare processors; returns how many it took.
    private static func claimSpareProcessors(upTo wanted: Int) -> Int {
        guard wanted > 0 else { return 0 }
        var spare = spareProcessors.load(ordering: .relaxed)
        while spare > 0 {
            let taken = min(spare, wanted)
            let (exchanged, original) = spareProcessors.compareExchange(expected: spare, desired: spare - taken,
                                                                        ordering: .relaxed)
            if exchanged { return taken }
            spare = original
        }
        return 0
    }

    /// Set (non-nil) on a thread while it does the work of `concurrently`.
    private static let workerKey: pthread_key_t = {
        var key = pthread_key_t()
        _ = pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `work` as the work of `concurrently` (`WorkFeed`'s too): a `concurrently` called within it is nested.
    static func asWorker(_ work: () -> Void) {
        let outer = pthread_getspecific(workerKey)
        _ = pthread_setspecific(workerKey, UnsafeRawPointer(bitPattern: 1))
        defer { _ = pthread_setspecific(workerKey, outer) }
        work()
    }

    /// Counts `count` processors more (or fewer) as spare (`spareProcessors`), for `WorkFeed`.
    static func markSpare(_ count: Int) {
        spareProcessors.add(count, ordering: .relaxed)
    }

    /// Indexes handed out to the threads of `concurrently`.
    private final class WorkQueue: Sendable {
        let iterations: Int
        let body: @Sendable (Int) -> Void
        let next = Atomic<Int>(0)

        init(iterations: Int, body: @escaping @Sendable (Int) -> Void) {
            self.iterations = iterations
            self.body = body
        }

        func drain() {
            System.asWorker {
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < iterations else { return }
                    body(index)
                }
            }
        }
    }
}
