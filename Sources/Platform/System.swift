#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#else
#error("settingsc needs a POSIX C library")
#endif

/// The operating-system calls settingsc makes, one file per concept in this folder; nothing outside it
/// (and the libxml2 wrapper) imports the C library.
///
/// settingsc deliberately does not import Foundation: loading it more than doubles the start-up time
/// of a process that build steps run once per file (see docs/ARCHITECTURE.md).
public enum System {
    /// An error number's message, e.g. "No such file or directory".
    package static func message(forErrno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The value of an environment variable, if set.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The last error number, for callers that just saw a call fail.
    package static var lastErrno: Int32 { errno }
}

// Unqualified `read`/`write` inside `System`'s methods would resolve to the methods themselves.
#if canImport(Glibc)
let posixRead = Glibc.read
let posixWrite = Glibc.write
#elseif canImport(Musl)
let posixRead = Musl.read
let posixWrite = Musl.write
#else
let posixRead = Darwin.read
let posixWrite = Darwin.write
#endif
