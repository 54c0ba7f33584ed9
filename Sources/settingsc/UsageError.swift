import PropertyList

/// A mistake in how settingsc was called: printed with a hint, exit status 2.
struct UsageError: Error {
    var message: String
    /// The command whose help the hint points to.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
