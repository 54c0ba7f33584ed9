import Platform

/// `settingsc lsp`: a Language Server (LSP 3.17, JSON-RPC over standard input and output) for
/// Settings bundle pages, `.strings` tables, catalogs, cell-style definitions and `.settingsc.json`
///.
///
/// Two threads: one reads and frames the input (`InputReader`), so `exit`, cancellations and the end
/// of the input are seen whatever the other is doing; the main one answers in order (`Server`) and
/// checks the units whose files changed once no message waits.
public enum LanguageServer {
    /// Serves the client on standard input and output until `exit` or the end of the input; the
    /// process's exit status (0 after `shutdown`, else 1).
    public static func run() -> Int32 {
        run(input: System.FileDescriptor.standardInput, output: System.FileDescriptor.standardOutput)
    }

    static func run(input: System.FileDescriptor, output: System.FileDescriptor,
                    limits: TransportLimits = TransportLimits()) -> Int32 {
        System.ignoreBrokenPipes()
        let queue = BlockingQueue<Inbound>(budget: limits.queuedBytes)
        let signals = SessionSignals()
        let started = System.startDetachedThread {
            var reader = InputReader(source: input, queue: queue, signals: signals, limits: limits)
            guard let status = reader.run() else { return }
            // An idle main thread ends the session at once; one deep in a check would answer `exit`
            // only when done with it (seconds on a large bundle): it is not waited for.
            System.sleep(milliseconds: limits.exitGrace)
            System.exitNow(status)
        }
        guard started else {
            System.write("settingsc lsp: cannot start a thread to read the client\n", to: 2)
            return 1
        }
        let channel = OutputChannel(descriptor: output, signals: signals, stallLimit: limits.stallLimit)
        return serve(Server(output: channel, signals: signals), queue: queue)
    }

    /// Hands every message to `server` in order, checking what changed whenever none waits.
    static func serve(_ server: Server, queue: BlockingQueue<Inbound>) -> Int32 {
        while true {
            let next: Inbound
            if let waiting = queue.poll() {
                next = waiting
            } else {
                server.flush()
                if let status = server.output.endStatus { return status }
                next = queue.take()
            }
            switch next {
            case .exit(let status), .end(let status):
                return status
            case .refused(let refusal):
                server.refuse(refusal)
            case .message(let message):
                server.handle(message)
            }
            if let status = server.output.endStatus { return status }
        }
    }
}
