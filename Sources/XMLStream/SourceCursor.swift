import Diagnostics
import Platform

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Turns byte offsets in the input into line:column, without looking at most bytes twice.
///
/// Line breaks are found when a chunk is handed to the parser (`memchr`, vectorised by the C
/// library), so lines cost next to nothing. Columns are counted only where they are asked for, from
/// the start of the line or from the last location asked for on the same line, whichever is later:
/// in an indented plist that is the indentation before a tag, not the text between tags. Asking in
/// increasing order of offsets keeps the total work linear, even on a document that is one long line.
///
/// Bytes are kept from the last location asked for onwards, or from the end of the last tag if that is
/// earlier (`keep(from:)`: a run of text after it may be read from here), so memory stays at about one
/// read chunk.
struct SourceCursor {
    private var window: [UInt8] = []
    /// Offset (in the whole input) of `window[0]`.
    private var windowStart = 0
    /// Offsets where a line starts (just after CR, LF or CRLF), from `nextBreak` on not yet passed.
    private var lineStarts: [Int] = []
    private var nextBreak = 0
    /// The chunk before ended with CR: an LF starting this one belongs to the same line break.
    private var pendingCR = false
    /// Total bytes appended.
    private var end = 0

    /// The line of the last location asked for, and where that line starts.
    private var line = 1
    private var lineStart = 0
    /// The last location asked for.
    private var resolvedOffset = 0
    private var resolvedColumn = 1
    /// Bytes from here on are kept even before the last location asked for (`keep(from:)`).
    private var keptFrom = 0

    /// Remembers bytes handed to the parser and where their lines break.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // An LF that completes a CRLF split between two chunks is not scanned again.
        var first = 0
        if pendingCR {
            pendingCR = false
            if base.load(as: UInt8.self) == UInt8(ascii: "\n") {
                extendLastBreakOverLF()
                first = 1
            }
        }
        let keep = min(min(resolvedOffset, keptFrom) - windowStart, window.count)
        if keep > 65_536 && keep * 2 > window.count {
            window.removeFirst(keep)
            windowStart += keep
        }
        if nextBreak > 4_096 && nextBreak * 2 > lineStarts.count {
            lineStarts.removeFirst(nextBreak)
            nextBreak = 0
        }
        window.append(contentsOf: bytes.bindMemory(to: UInt8.self))
        let count = bytes.count
        let start = end
        end += count
        if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
            // LF only (almost every file): each line starts after one.
            System.append(offsetsOf: UInt8(ascii: "\n"), in: UnsafeRawBufferPointer(start: base, count: count), from: first,
                          shiftedBy: start + 1, to: &lineStarts)
        } else {
            // CR, LF and CRLF each end one line.
            let bytes = UnsafeRawBufferPointer(start: base, count: count)
            var index = first
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\r") {
                    if index == count {
                        pendingCR = true
                    } else if bytes[index] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    lineStarts.append(start + index)
                } else if byte == UInt8(ascii: "\n") {
                    lineStarts.append(start + index)
                }
            }
        }
    }

    /// A CR ended the last chunk and an LF starts this one: the line starts after the LF. (A location
    /// asked for between the two is column 1 of the new line either way.)
    private mutating func extendLastBreakOverLF() {
        let crEnd = end
        lineStarts[lineStarts.count - 1] += 1
        if lineStart == crEnd { lineStart += 1 }
        if resolvedOffset == crEnd { resolvedOffset += 1 }
    }

    /// The location of the byte at `offset`. Offsets must not decrease from one call to the next
    /// (one behind the last is answered with the last location).
    @inline(__always)
    mutating func location(at offset: Int) -> SourceLocation {
        let target = min(offset, end)
        guard target > resolvedOffset else { return SourceLocation(line: line, column: resolvedColumn) }
        while nextBreak < lineStarts.count && lineStarts[nextBreak] <= target {
            lineStart = lineStarts[nextBreak]
            line += 1
            nextBreak += 1
        }
        let from = max(lineStart, resolvedOffset)
        var column = from == resolvedOffset ? resolvedColumn : 1
        column += window.withUnsafeBufferPointer { window in
            SourceCursor.characters(in: window, from: from - windowStart, to: target - windowStart)
        }
        resolvedOffset = target
        resolvedColumn = column
        return SourceLocation(line: line, column: column)
    }

    /// The offset of the last `byte` before `offset` and not before the last location asked for
    /// (the `<` of the tag that ends at `offset`), or that location if there is none.
    func offset(ofLast byte: UInt8, before offset: Int) -> Int {
        let floor = resolvedOffset - windowStart
        let found = window.withUnsafeBufferPointer { window in
            var index = min(offset, end) - windowStart
            while index > floor {
                index &-= 1
                if window[index] == byte { return index }
            }
            return floor
        }
        return windowStart + found
    }

    /// Keeps the bytes from `offset` on (it must not decrease from one call to the next), whatever the
    /// locations asked for after.
    @inline(__always)
    mutating func keep(from offset: Int) {
        keptFrom = offset
    }

    /// The bytes kept and the offset of the first: any run of bytes from `keep(from:)`'s offset to the
    /// end, until the next `append`.
    var kept: (bytes: [UInt8], start: Int) {
        (window, windowStart)
    }

    /// Whether `byte` is at `offset`, not before the last location asked for (where `offset(ofLast:before:)`
    /// looks).
    @inline(__always)
    func holds(_ byte: UInt8, at offset: Int) -> Bool {
        let index = offset - windowStart
        return offset >= resolvedOffset && index < window.count && window[index] == byte
    }

    /// The bytes from `from` to `to` that are kept (from the last location asked for to the end).
    func bytes(from: Int, to: Int) -> [UInt8] {
        let lower = min(max(from - windowStart, 0), window.count)
        return Array(window[lower..<max(lower, min(to - windowStart, window.count))])
    }

    /// Unicode scalars in `bytes[from..<to]`: every byte that is not a UTF-8 continuation byte.
    private static func characters(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var index = from
        while index < to {
            count &+= bytes[index] & 0xC0 == 0x80 ? 0 : 1
            index &+= 1
        }
        return count
    }
}
