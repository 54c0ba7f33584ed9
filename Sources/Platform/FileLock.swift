#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// An exclusive advisory lock (`flock`) on a lock file, released when this value goes away.
    package final class FileLock {
        private let descriptor: Int32

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit {
            _ = flock(descriptor, LOCK_UN)
            _ = close(descriptor)
        }

        package enum Failure: Error, Sendable {
            case cannotOpen(FileError)
            /// Still held by someone else after `timeout` seconds.
            case timedOut(path: String, seconds: Double)
        }

        /// Takes the lock, creating the file (mode 0600) if needed. While another process holds it,
        /// waits; after `noticeAfter` seconds `onWait` is called once (to say so), after `timeout` gives up.
        package static func acquire(_ path: String, noticeAfter: Double = 1, timeout: Double,
                                   onWait: () -> Void) -> Result<FileLock, Failure> {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let code = errno
                return .failure(.cannotOpen(FileError(path: path, reason: message(forErrno: code), code: code)))
            }
            var waited = 0.0
            var noticed = false
            var pause = 0.001
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    let code = errno
                    _ = close(descriptor)
                    return .failure(.cannotOpen(FileError(path: path, reason: message(forErrno: code), code: code)))
                }
                if waited >= timeout {
                    _ = close(descriptor)
                    return .failure(.timedOut(path: path, seconds: timeout))
                }
                if !noticed && waited >= noticeAfter {
                    noticed = true
                    onWait()
                }
                var interval = timespec(tv_sec: 0, tv_nsec: Int(pause * 1_000_000_000))
                _ = nanosleep(&interval, nil)
                waited += pause
                pause = min(pause * 2, 0.05)
            }
            return .success(FileLock(descriptor: descriptor))
        }
    }
}
