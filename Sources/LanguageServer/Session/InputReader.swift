import Platform

/// The reading side of a session, on a thread of its own: frames and parses every message as it
/// comes and queues it for the main thread, so that `exit`, `$/cancelRequest` and the end of the
/// input are seen while the main thread is busy (checking a bundle, or blocked writing to a client
/// that does not read).
struct InputReader<Source: ByteSource> {
    var framer: MessageFramer<Source>
    let queue: BlockingQueue<Inbound>
    let signals: SessionSignals
    let limits: TransportLimits
    /// `shutdown` was read: `exit` and the end of the input then end the process with status 0.
    private var shutdownRead = false

    init(source: Source, queue: BlockingQueue<Inbound>, signals: SessionSignals, limits: TransportLimits) {
        self.framer = MessageFramer(source: source, limits: limits)
        self.queue = queue
        self.signals = signals
        self.limits = limits
    }

    /// Reads until `exit` or the end of the input; the status `exit` asks for, if it came.
    mutating func run() -> Int32? {
        while true {
            switch framer.next() {
            case .end:
                enqueue(.end(shutdownRead ? 0 : 1))
                return nil
            case .malformed(let problem):
                enqueue(.refused(.init(id: nil, error: .parseError("malformed header: \(problem); skipped "
                    + "to the next Content-Length"))))
            case .tooLarge(let length):
                enqueue(.refused(.init(id: nil, error: .invalidRequest("a message of \(length) bytes is over "
                    + "the limit of \(limits.maxBodyBytes) bytes; it is skipped"))))
            case .message(let body):
                switch IncomingMessage.parse(body) {
                case .failure(let refusal):
                    if refusal.error.code == -32700 { framer.recover(from: body) }
                    enqueue(.refused(refusal))
                case .success(let message):
                    if !route(message) { return shutdownRead ? 0 : 1 }
                }
            }
        }
    }

    /// Queues what was read, waiting while the queue holds its budget of bytes.
    private func enqueue(_ inbound: Inbound) {
        queue.put(inbound, cost: inbound.cost)
    }

    /// Queues a message, or acts on it here; false once reading is over (`exit`).
    private mutating func route(_ message: IncomingMessage) -> Bool {
        switch (message.method, message.kind) {
        case ("exit", .notification):
            // In order, after what came before it (the answer to `shutdown` is still sent); the flag
            // makes a write to a client that reads nothing give up at once.
            signals.exitRequested.store(true, ordering: .releasing)
            queue.putLast(.exit(shutdownRead ? 0 : 1))
            return false
        case ("$/cancelRequest", .notification):
            let document = message.document
            if let value = document.value(at: ["id"], in: message.params), let id = RequestID(value, in: document) {
                signals.cancel(id)
            }
        case ("shutdown", .request):
            shutdownRead = true
            enqueue(.message(message))
        default:
            enqueue(.message(message))
        }
        return true
    }
}
