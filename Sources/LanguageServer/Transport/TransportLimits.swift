/// How much the server takes from a client before it refuses: the guards against hostile or runaway
/// input (bad input never ends the server).
package struct TransportLimits: Sendable {
    /// The longest header block (every `Name: value` line of one message).
    package var maxHeaderBytes = 8 << 10
    /// The longest message body accepted; a longer one is answered with an error and skipped unread
    /// (32 MiB: an editor sends a whole file in `didOpen`, and a definition of several MB is plausible).
    package var maxBodyBytes = 32 << 20
    /// The bytes the messages read ahead of the one being handled may hold together (their bodies
    /// and what reading them made); the reader waits beyond that. Bytes, not messages: a few
    /// full-text changes of a large document would otherwise fill the memory.
    package var queuedBytes = 64 << 20
    /// Milliseconds in which a client may read none of the server's output before the server gives up
    /// on it (it reads nothing, so it can ask for nothing either).
    package var stallLimit = 60_000
    /// Milliseconds the main thread has to end the session once `exit` is read; a main thread busy
    /// longer (checking a large bundle) is not waited for: the process ends.
    package var exitGrace = 500

    package init() {}
}
