#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Threads that run beside the main one for as long as the process lives (the language server's
/// reader of standard input).
extension System {
    /// Starts `body` on a thread of its own, not joined; false if no thread could be started.
    package static func startDetachedThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = PosixThread.start(body) else { return false }
        pthread_detach(thread)
        return true
    }

    /// Pauses the calling thread for `milliseconds`.
    package static func sleep(milliseconds: Int) {
        var interval = timespec(tv_sec: milliseconds / 1_000, tv_nsec: (milliseconds % 1_000) * 1_000_000)
        _ = nanosleep(&interval, nil)
    }

    /// Ends the process with `status` from any thread, at once: no exit handlers run, as the main
    /// thread may be in the middle of anything (settingsc writes with `write(2)`: nothing is left
    /// in a buffer).
    package static func exitNow(_ status: Int32) -> Never {
        _exit(status)
    }

    /// Writing to a pipe whose reader has gone fails (`EPIPE`) instead of ending the process: a
    /// server whose client died says so and ends with its own status.
    package static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
