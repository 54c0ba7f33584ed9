#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

/// Writing to standard output and error, and ending the process.
extension System {
    /// Writes all of `text` to standard output (1) or standard error (2).
    package static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    /// Writes all of `bytes` (already UTF-8: not decoded again) to a descriptor.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBufferPointer { write($0, to: descriptor) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard var base = buffer.baseAddress else { return }
        var remaining = buffer.count
        while remaining > 0 {
            let written = posixWrite(descriptor, base, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            remaining -= written
            base += written
        }
    }

    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
