import Platform
import Testing

/// `System.concurrently` called from within its own work takes a processor whose thread has nothing left
/// to do but wait. (That it runs on the calling thread while every processor is busy is not tested here:
/// other suites run beside this one in the same process and free processors at any moment.)
@Suite("System.concurrently")
struct ConcurrentWorkTests {
    /// The shape of a bundle with a String Catalog: one thread finishes the pages and waits, while the other
    /// reads the catalog and decodes its entries in two halves. The halves must run on two threads at once:
    /// each waits until the other has started (five seconds at most).
    @Test(.enabled(if: System.processorCount > 1))
    func aNestedCallTakesAProcessorWhoseThreadOnlyWaits() {
        for round in 0..<20 {
            // Another suite's nested call may take the spare processor first: a round has three tries.
            let met = (0..<3).contains { _ in Self.halvesMeet() }
            #expect(met, "round \(round): the two halves never ran at the same time")
            if !met { break }
        }
    }

    /// One try: whether both halves of the nested call were running at the same time.
    private static func halvesMeet() -> Bool {
        let met = ThreadCounter()
        System.concurrently(2) { item in
            // Item 0 is the pages, done at once; the thread that ran it then waits for the other.
            guard item == 1, ThreadCounter.wait({ System.spareProcessorCount >= 1 }) else { return }
            let started = ThreadCounter()
            System.concurrently(2) { _ in
                started.add()
                if ThreadCounter.wait({ started.value == 2 }) { met.add() }
            }
        }
        return met.value == 2
    }
}
