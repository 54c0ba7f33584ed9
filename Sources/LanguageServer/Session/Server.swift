import JSON
import PropertyList
import SettingsCompiler

/// The server's state and its answers, on the main thread: one message at a time, in the order they
/// came. Checks are deferred until no message waits (`flush`), so a burst of changes is checked once.
final class Server {
    enum Phase {
        case uninitialized
        case running
        /// `shutdown` answered: only `exit` is taken now.
        case shutDown
    }

    private(set) var phase = Phase.uninitialized
    /// How positions count characters, as negotiated in `initialize`.
    var encoding = PositionEncoding.utf16
    var documents = DocumentStore()
    var units = UnitRegistry()
    /// The folders the client has open (paths): those holding a root page are bundles.
    var workspaceFolders: Set<String> = []
    /// Whether the client lets the server register file watchers (`.settingsc.json` and bundle files).
    var canWatchFiles = false
    let output: MessageOutput
    let signals: SessionSignals
    private var nextRequestID = 1

    init(output: MessageOutput, signals: SessionSignals) {
        self.output = output
        self.signals = signals
    }

    /// Handles one message.
    func handle(_ message: IncomingMessage) {
        let params = message.params
        switch message.kind {
        case .response:
            // The answer to a registration: nothing waits for it.
            return
        case .notification:
            guard phase == .running else { return }
            notification(message.method, params, in: message.document)
        case .request(let id):
            if signals.takeCancellation(of: id) { return send(OutgoingMessage.error(id, .requestCancelled)) }
            switch (phase, message.method) {
            case (.uninitialized, "initialize"):
                let reply = initialize(params, in: message.document)
                phase = .running
                send(OutgoingMessage.response(id, result: reply))
            case (.uninitialized, _):
                send(OutgoingMessage.error(id, .serverNotInitialized))
            case (.shutDown, _):
                send(OutgoingMessage.error(id, .invalidRequest("the server is shut down: it takes only 'exit' now")))
            case (.running, "initialize"):
                send(OutgoingMessage.error(id, .invalidRequest("'initialize' was already called")))
            case (.running, "shutdown"):
                phase = .shutDown
                send(OutgoingMessage.response(id) { $0.null() })
            case (.running, let method):
                flush()
                switch request(method, params, in: message.document) {
                case .success(let reply): send(OutgoingMessage.response(id, result: reply))
                case .failure(let error): send(OutgoingMessage.error(id, error))
                }
            }
        }
    }

    /// Answers a body that was no message.
    func refuse(_ refusal: IncomingMessage.Refusal) {
        send(OutgoingMessage.error(refusal.id, refusal.error))
    }

    func send(_ bytes: [UInt8]) {
        output.send(bytes)
    }

    /// Sends a request of the server's own; its answer is not waited for.
    func sendRequest(_ method: String, params: (inout JSONWriter) -> Void) {
        send(OutgoingMessage.request(.string("settingsc-\(nextRequestID)"), method, params: params))
        nextRequestID += 1
    }

    /// A reply: what writes a request's result.
    typealias Reply = (inout JSONWriter) -> Void

    /// Answers a request other than `initialize` and `shutdown`.
    private func request(_ method: String, _ params: JSONValue?, in document: JSONDocument) -> Result<Reply, ResponseError> {
        switch method {
        case "textDocument/codeAction": codeActions(params, in: document)
        case "textDocument/completion": completion(params, in: document)
        case "textDocument/hover": hover(params, in: document)
        case "textDocument/definition": definition(params, in: document)
        case "textDocument/documentSymbol": documentSymbols(params, in: document)
        default: .failure(.methodNotFound(method))
        }
    }

    /// Acts on a notification; unknown ones are dropped, as LSP asks.
    private func notification(_ method: String, _ params: JSONValue?, in document: JSONDocument) {
        switch method {
        case "textDocument/didOpen": didOpen(params, in: document)
        case "textDocument/didChange": didChange(params, in: document)
        case "textDocument/didClose": didClose(params, in: document)
        case "textDocument/didSave": didSave()
        case "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration": filesChanged()
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params, in: document)
        case "initialized": registerWatchers()
        default: break
        }
    }
}
