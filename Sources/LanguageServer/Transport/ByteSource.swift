import Platform

/// Where a `MessageFramer` reads from: standard input, or bytes a test hands over.
package protocol ByteSource {
    /// Fills `buffer` from its start (at most its size); the count read, 0 at the end, nil on failure.
    mutating func read(into buffer: inout [UInt8]) -> Int?
}

extension System.FileDescriptor: ByteSource {}
