import Platform

/// Where the server's messages go: standard output, or what a test collects.
package protocol MessageOutput: AnyObject {
    /// Sends one framed message.
    func send(_ bytes: [UInt8])
    /// Set once the client can no longer be written to: the status the server ends with.
    var endStatus: Int32? { get }
}

/// Standard output, written so that a client that stops reading cannot hold the server for ever:
/// a write that makes no progress for `stallLimit` ms ends the session (status 1), and one still
/// waiting when `exit` is read gives up at once.
final class OutputChannel: MessageOutput {
    private let descriptor: System.FileDescriptor
    private let signals: SessionSignals
    private let stallLimit: Int
    private(set) var endStatus: Int32?
    /// A write gave up because `exit` came: nothing more is written (the frame was cut short).
    private var abandoned = false

    init(descriptor: System.FileDescriptor, signals: SessionSignals, stallLimit: Int) {
        self.descriptor = descriptor
        self.signals = signals
        self.stallLimit = stallLimit
    }

    func send(_ bytes: [UInt8]) {
        guard endStatus == nil, !abandoned else { return }
        let signals = self.signals
        switch descriptor.write(bytes, stallLimit: stallLimit,
                                giveUp: { signals.exitRequested.load(ordering: .acquiring) }) {
        case .written:
            break
        case .abandoned:
            abandoned = true
        case .stalled:
            System.write("settingsc lsp: the client has read nothing for \(stallLimit / 1000) s; ending the session\n", to: 2)
            endStatus = 1
        case .failed(let code):
            System.write("settingsc lsp: cannot write to the client: \(System.message(forErrno: code)); ending the session\n",
                         to: 2)
            endStatus = 1
        }
    }
}
