import Foundation
import JSON
import Platform
import Synchronization
import Testing
@testable import LanguageServer

/// The messages read ahead of the one being handled are bounded by the bytes they hold, not by their
/// number. Before, the inbox took 4,096 messages of up to 32 MiB each: 24 full-text changes of a large
/// page took the server from 62 to 814 MB while it was busy.
@Suite struct InboxBudgetTests {
    @Test func aPutWaitsWhileTheBudgetIsSpent() {
        let queue = BlockingQueue<Int>(budget: 100)
        #expect(queue.hasRoom(for: 1_000), "an empty queue takes one element however costly")
        queue.put(1, cost: 60)
        #expect(queue.hasRoom(for: 40) && !queue.hasRoom(for: 41))
        let done = Atomic<Bool>(false)
        let started = System.startDetachedThread {
            queue.put(2, cost: 60)
            done.store(true, ordering: .releasing)
        }
        #expect(started)
        // The second put cannot be seen to wait without waiting; it must not have gone in meanwhile.
        Thread.sleep(forTimeInterval: 0.2)
        #expect(!done.load(ordering: .acquiring) && queue.waiting == 1, "the second put went over the budget")
        #expect(queue.take() == 1)
        #expect(queue.take() == 2, "taking the first made room for the second")
        #expect(done.load(ordering: .acquiring) || queue.waiting == 0)
        queue.putLast(3)
        #expect(queue.poll() == 3)
    }

    /// A message costs about what its document holds, a full-text change of a large page its size:
    /// two such changes are more than the session's budget.
    @Test func aMessageCostsWhatItHolds() throws {
        let text = String(repeating: "<string>x</string>\n", count: 2 << 20)
        let body = try JSONSerialization.data(withJSONObject: [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": "file:///a/Root.plist", "version": 2], "contentChanges": [["text": text]]]])
        let message = try IncomingMessage.parse(Array(body)).get()
        let cost = Inbound.message(message).cost
        #expect(cost >= text.utf8.count)
        #expect(2 * cost > TransportLimits().queuedBytes)
        #expect(Inbound.refused(.init(id: nil, error: .parseError("x"))).cost > 0, "a flood of refusals is bounded too")
    }
}
