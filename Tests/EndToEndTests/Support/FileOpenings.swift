import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How many times files and folders are opened while a command runs, as the kernel tells (inotify): what
/// a test of "read once" counts, with nothing added to settingsc for it. A folder's count is how often it
/// was opened for listing; a file's, how often it was opened at all.
final class FileOpenings {
    private let descriptor: Int32
    /// Watch descriptor → the path watched.
    private var watched: [Int32: String] = [:]

    init(_ paths: [String]) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        for path in paths {
            // Closings are watched too: the kernel merges an event with the one before it when the two are
            // the same, so two openings in a row would count as one.
            let watch = inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_CLOSE))
            guard watch >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            watched[watch] = path
        }
    }

    deinit { close(descriptor) }

    /// The openings since the watch began (or since last asked), by path; every path watched is there.
    func counts() -> [String: Int] {
        var counts = Dictionary(uniqueKeysWithValues: watched.values.map { ($0, 0) })
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset < count {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                // An event of the watched path itself has no name; a folder's entries' events have theirs.
                if nameLength == 0, mask & UInt32(IN_OPEN) != 0, let path = watched[watch] { counts[path, default: 0] += 1 }
                offset += MemoryLayout<inotify_event>.size + nameLength
            }
        }
        return counts
    }
}
