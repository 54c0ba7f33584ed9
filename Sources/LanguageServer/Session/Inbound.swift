/// What the reading thread hands the main one, in order.
enum Inbound: Sendable {
    case message(IncomingMessage)
    /// A body or header that was no message: answered with this error.
    case refused(IncomingMessage.Refusal)
    /// `exit` (put before everything still queued), with the status it ends the process with.
    case exit(Int32)
    /// The input ended; the status if the messages before it do not end the session first.
    case end(Int32)
}
