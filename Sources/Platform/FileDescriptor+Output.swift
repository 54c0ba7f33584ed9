#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System.FileDescriptor {
    /// Standard output, not closed by settingsc.
    package static let standardOutput = System.FileDescriptor(1, owned: false)

    /// How a `write(_:stallLimit:giveUp:)` ended.
    package enum WriteOutcome: Equatable, Sendable {
        case written
        /// Nothing could be written for `stallLimit` milliseconds: the reader reads nothing.
        case stalled
        /// `giveUp` said to stop.
        case abandoned
        /// The write failed (`EPIPE`: the reader has gone).
        case failed(Int32)
    }

    /// Writes all of `bytes` without ever blocking for good: the descriptor is waited on (`poll`) a
    /// tenth of a second at a time, `giveUp` asked between waits, and after `stallLimit` milliseconds
    /// in which not one byte could be written the write stops. Once `poll` says a pipe has room, it
    /// has room for `PIPE_BUF` bytes, so writes of that size do not block.
    package func write(_ bytes: [UInt8], stallLimit: Int, giveUp: () -> Bool) -> WriteOutcome {
        bytes.withUnsafeBytes { buffer -> WriteOutcome in
            guard let base = buffer.baseAddress else { return .written }
            var offset = 0
            var stalled = 0
            while offset < buffer.count {
                var watch = pollfd(fd: rawValue, events: Int16(POLLOUT), revents: 0)
                let slice = min(100, max(stallLimit - stalled, 1))
                let ready = poll(&watch, 1, Int32(slice))
                if ready < 0 {
                    if errno == EINTR { continue }
                    return .failed(errno)
                }
                if ready == 0 {
                    if giveUp() { return .abandoned }
                    stalled += slice
                    if stalled >= stallLimit { return .stalled }
                    continue
                }
                if watch.revents & Int16(POLLOUT) == 0 { return .failed(EPIPE) }
                let written = posixWrite(rawValue, base + offset, min(buffer.count - offset, Int(PIPE_BUF)))
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return .failed(errno)
                }
                offset += written
                stalled = 0
            }
            return .written
        }
    }
}
