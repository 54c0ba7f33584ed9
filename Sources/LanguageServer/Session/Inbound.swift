/// What the reading thread hands the main one, in order.
enum Inbound: Sendable {
    case message(IncomingMessage)
    /// A body or header that was no message: answered with this error.
    case refused(IncomingMessage.Refusal)
    /// `exit` (put before everything still queued), with the status it ends the process with.
    case exit(Int32)
    /// The input ended; the status if the messages before it do not end the session first.
    case end(Int32)

    /// About the bytes it holds, counted against the queue's budget (a message's document, and for
    /// everything something, so that a flood of tiny refusals is bounded too).
    var cost: Int {
        let overhead = 256
        switch self {
        case .message(let message): return overhead + message.document.storageBytes
        case .refused(let refusal): return overhead + refusal.error.message.utf8.count
        case .exit, .end: return overhead
        }
    }
}
