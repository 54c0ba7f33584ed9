import Platform
import XMLStream

/// Reads an XML property list's bytes as CoreFoundation's XML parser reads them (swift-corelibs-foundation's
/// `CFPropertyList.c`: `parseXMLPropertyList` and the functions it calls), before libxml2 does, so that
/// settingsc's verdict is CoreFoundation's — the parser the device runs — while libxml2 stays the XML
/// parser that delivers the events.
///
/// Where CF reads what XML forbids (text before the declaration, `--` in a comment, attributes XML cannot
/// parse, content after the root, control characters), the bytes are blanked for libxml2 (the same
/// number of bytes, line breaks kept: every position stays where it was) and a `CFNote` warns. Where CF
/// refuses what XML allows (a comment inside an integer, an internal DTD subset, `<data/>`), a note says
/// so. Where libxml2 cannot deliver CF's value (line breaks kept as written, control characters), a
/// `.value` note carries it. Where both refuse, the filter stops and leaves the words to libxml2.
///
/// Each construct is looked at once it is whole in the window (a tag, a comment, a value element up to
/// its closing tag), so the filter holds back the bytes of an unfinished one; nothing is held past
/// `maxConstruct` bytes (the filter then stops: libxml2 reads the rest as it is).
package final class CFReadingFilter: XMLInputFilter {
    /// The elements of the format, by CF's tag names.
    enum Element: UInt8 {
        case plist, array, dict, key, string, data, date, real, integer, `true`, `false`

        static func named(_ bytes: ArraySlice<UInt8>) -> Element? {
            // Byte loops, not `elementsEqual` on a String's UTF-8 view (~330 instructions a tag).
            switch bytes.count {
            case 3 where System.bytes(bytes, equal: "key"): .key
            case 4 where System.bytes(bytes, equal: "dict"): .dict
            case 4 where System.bytes(bytes, equal: "data"): .data
            case 4 where System.bytes(bytes, equal: "date"): .date
            case 4 where System.bytes(bytes, equal: "real"): .real
            case 4 where System.bytes(bytes, equal: "true"): .true
            case 5 where System.bytes(bytes, equal: "plist"): .plist
            case 5 where System.bytes(bytes, equal: "array"): .array
            case 5 where System.bytes(bytes, equal: "false"): .false
            case 6 where System.bytes(bytes, equal: "string"): .string
            case 7 where System.bytes(bytes, equal: "integer"): .integer
            default: nil
            }
        }

        /// The tag name, without an array made for it (`closeTag` matches it once per element).
        var tag: StaticString {
            switch self {
            case .plist: "plist"
            case .array: "array"
            case .dict: "dict"
            case .key: "key"
            case .string: "string"
            case .data: "data"
            case .date: "date"
            case .real: "real"
            case .integer: "integer"
            case .true: "true"
            case .false: "false"
            }
        }

        var name: [UInt8] {
            let tag = tag
            return tag.bytes
        }

        var isContainer: Bool { self == .plist || self == .array || self == .dict }
    }

    enum Mode {
        /// Before the root element.
        case prolog
        /// Between the children of the innermost open container.
        case content
        /// In a value element (`current`).
        case leaf
        /// After the root element: CF reads no further.
        case epilog
        /// Pass-through: libxml2 reads the rest as it is.
        case stopped
    }

    /// What a step did.
    enum Step {
        case progressed
        case needMore
    }

    /// The XML declaration every writer puts first (Xcode, plutil, Foundation), and Apple's DOCTYPE as they
    /// put it: both read alike by CoreFoundation and XML, no grammar needed.
    static let standardDeclaration: StaticString = #"<?xml version="1.0" encoding="UTF-8"?>"#
    static let appleDoctype: StaticString =
        #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#

    /// The most bytes one construct may span while the filter holds it back.
    static let maxConstruct = 16 << 20

    // The state the filter's loops read and write byte by byte is not checked for exclusive access at
    // run time (one filter, one thread, no overlapping access): the checks were ~70 K instructions of
    // a `validate` of a 3 KB file.

    /// Bytes not yet handed on; `window[0]` is at offset `base` of the document.
    @exclusivity(unchecked) var window: [UInt8] = []
    @exclusivity(unchecked) var base = 0
    /// The offset of the next byte to look at.
    @exclusivity(unchecked) var pos = 0
    @exclusivity(unchecked) var atEnd = false
    @exclusivity(unchecked) var mode = Mode.prolog
    /// The containers open, innermost last.
    @exclusivity(unchecked) var stack: [Element] = []
    /// The value element being read.
    @exclusivity(unchecked) var current: OpenValue?
    /// What was blanked inside it, as read (offset and bytes): its value is made from the original.
    @exclusivity(unchecked) var blankedInLeaf: [(offset: Int, bytes: [UInt8])] = []
    var notes: [XMLFilterNote] = []
    /// The epilog as read (up to a cap), to tell harmless comments after the root from content.
    var epilog: [UInt8] = []
    var epilogStart = 0

    package init() {}

    /// The offset just past the bytes in the window.
    var end: Int { base + window.count }

    @inline(__always)
    func byte(_ offset: Int) -> UInt8 { window[offset - base] }

    package func filter(_ input: ArraySlice<UInt8>, into output: inout [UInt8], atEnd: Bool) {
        window.append(contentsOf: input)
        self.atEnd = atEnd
        run()
        // What is before `pos` is decided (blanked or not); the rest waits for the next block, and so does
        // a value element being read (its value may have to go out whole).
        var decided = (atEnd || mode == .stopped ? end : pos) - base
        if mode == .leaf, !atEnd, let current { decided = min(decided, current.tag - base) }
        output.append(contentsOf: window[..<decided])
        window.removeFirst(decided)
        base += decided
    }

    package func takeNotes() -> [XMLFilterNote] {
        defer { notes.removeAll() }
        return notes
    }

    private func run() {
        while pos < end || (atEnd && mode == .epilog) {
            let step: Step
            switch mode {
            case .prolog: step = prolog()
            case .content: step = content()
            case .leaf: step = continueLeaf()
            case .epilog:
                readEpilog()
                return
            case .stopped: return
            }
            if step == .needMore {
                if atEnd || end - pos > Self.maxConstruct { mode = .stopped }
                return
            }
        }
    }

    // MARK: Notes and blanking

    /// Notes `code` at `start..<end`; the bytes there go with it, as read, for the notes whose repair
    /// replaces them (a fix-it needs the text it replaces), unless `bytes` are given.
    func note(_ code: CFNote, _ start: Int, _ end: Int, _ bytes: [UInt8]? = nil) {
        var payload = bytes ?? []
        if bytes == nil, code.carriesText, start >= base, end <= self.end { payload = Array(window[(start - base)..<(end - base)]) }
        notes.append(XMLFilterNote(code: code.rawValue, start: start, end: end, bytes: payload))
    }

    /// Spaces for libxml2 in `from..<to`, line breaks kept (lines and offsets stay where they were).
    func blank(_ from: Int, _ to: Int) {
        if mode == .leaf { blankedInLeaf.append((from, Array(window[(from - base)..<(to - base)]))) }
        var index = from - base
        let last = to - base
        while index < last {
            let byte = window[index]
            if byte != 0x0A && byte != 0x0D { window[index] = 0x20 }
            index += 1
        }
    }

    /// Stops following the document: libxml2 reads the rest as it is, and says what is wrong.
    func stop() -> Step {
        mode = .stopped
        return .progressed
    }

    // MARK: Searching

    /// The offset of `pattern` at or after `from` in the window, if it is there.
    func find(_ pattern: StaticString, from: Int) -> Int? {
        let count = pattern.byteCount
        guard count > 0 else { return from }
        let first = pattern.byte(at: 0)
        var index = from
        let limit = end - count
        while index <= limit {
            if byte(index) == first {
                var matched = 1
                while matched < count && byte(index + matched) == pattern.byte(at: matched) { matched += 1 }
                if matched == count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether the bytes at `offset` are `text` (false when the window ends first).
    func matches(_ text: StaticString, at offset: Int) -> Bool {
        guard offset + text.byteCount <= end else { return false }
        for index in 0..<text.byteCount where byte(offset + index) != text.byte(at: index) { return false }
        return true
    }

    /// Whether the window may still grow to hold `count` bytes from `offset` (false at the end).
    func waits(for count: Int, at offset: Int) -> Bool {
        offset + count > end && !atEnd
    }

    /// Skips CF's white space (space, tab, CR, LF) from `pos`.
    func skipSpace() {
        while pos < end, XMLWhitespace.contains(byte(pos)) { pos += 1 }
    }

    /// Whether `from..<to` holds a byte sequence that is not UTF-8.
    /// Whether the bytes hold what XML has no character for: invalid UTF-8, or a C0 control other than
    /// tab, line feed and carriage return.
    func hasUnreadableBytes(_ from: Int, _ to: Int) -> Bool {
        let bytes = window[(from - base)..<(to - base)]
        if bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) { return true }
        return bytes.contains { $0 >= 0x80 } && String(validating: bytes, as: UTF8.self) == nil
    }
}
