import Platform

/// Reads a document written in the plain form most property lists are written in, and records the
/// events libxml2's reading of it would deliver; says no to anything else, which libxml2 then reads.
///
/// The plain form: the XML declaration `<?xml version="1.0"?>` (with or without `encoding="UTF-8"`),
/// the property list DOCTYPE, comments and white space around them; then elements whose names are one
/// to eight ASCII letters, with no attribute but `version="1.0"` on `<plist>`, written `<name>`,
/// `<name/>` and `</name>` with nothing else between the brackets; between the tags, text of XML
/// characters in UTF-8 (no control byte but tab and line feed, no `]]>`), the five predefined entity
/// references (`&lt;`, `&amp;`…) and comments. libxml2 reads every such document without an error or a
/// warning (given its prolog in one piece, as a file's first read gives it: `ParseSession+Plain`), and
/// what it delivers is known without running it: a start and an end for each element (an
/// empty-element tag's end at once, where the tag ends), each comment, and each run of text between two
/// tags at the next tag, as one run: the input's own bytes when nothing but text is written there, else
/// what the references stand for put together with the text around them and the comments left out
/// (`PlainDocumentScanner+Runs`). Reading a small plist this way takes ~10 instructions a byte, where
/// libxml2 and its callbacks took ~90.
///
/// Anything outside that form (a carriage return, a character reference, a processing instruction, a
/// CDATA section, another declaration, an attribute, white space inside a tag, a mismatched tag,
/// malformed UTF-8, a longer name, a prefix) ends the scan: it says no, having delivered nothing, and
/// libxml2 reads the document from the start and reports what it finds. The differential tests hold the
/// two readings of the same bytes to the same events, in the same order, at the same offsets.
struct PlainDocumentScanner {
    /// The deepest nesting read here; deeper documents go to libxml2 (which refuses them past 256).
    static let maxDepth = 200
    /// Slots of the names met (a plist has eleven), each its packed name and its interned address.
    static let nameSlots = 32
    /// Marks a layout element's name (in `open`) and address (in a slot): names are ASCII and addresses
    /// are user-space, so neither uses the top bit.
    static let layoutBit: UInt64 = 1 << 63

    /// Records the events of `bytes`, a whole document followed in memory by a NUL (read as its end, so
    /// that no loop checks the count), into `batch`; false, with `batch` as it was, when it is not in the
    /// plain form. `intern` gives the address of a name (its bytes) in libxml2's dictionary, 0 when it
    /// cannot; whitespace-only runs directly inside the elements at the addresses `layoutNames` are left
    /// out (`XMLEventHandler.layoutElements`, as `ParseSession.internLayoutNames` interns them).
    /// (Not inlined: its loops are compiled on their own, not with the session's reading around them,
    /// whose every change moved their registers: +3.8 M instructions on the 50 bundles once.)
    @inline(never)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, layoutNames: [UInt], into batch: inout EventBatch,
                     intern: @escaping (UnsafeBufferPointer<UInt8>) -> UInt) -> Bool {
        var text: [UInt8] = []
        let textStart = batch.textCount
        var done = false
        // Written in place, room made for the most events the bytes can hold: every event stands for
        // bytes of its own, and the densest shape, `x<a/>`, is three events in five bytes.
        let room = bytes.count / 5 * 3 + 8
        batch.events.append(upTo: room) { events in
            // The open elements' names, then the slots of names met: in place, not in arrays.
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: maxDepth + 2 * nameSlots) { space in
                space.initialize(repeating: 0)
                var scanner = PlainDocumentScanner(bytes: bytes, space: space, events: events, room: room,
                                                   textStart: textStart, layoutNames: layoutNames, intern: intern)
                done = scanner.read()
                text = scanner.copiedText
                return done ? scanner.eventCount : 0
            }
        }
        if done { text.withUnsafeBytes { batch.appendText($0) } }
        return done
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The document's first byte (`bytes`), for the loops: `base[bytes.count]` is the NUL after it.
    let base: UnsafePointer<UInt8>
    /// The open elements, innermost last: packed names, with `layoutBit` for a layout element.
    let open: UnsafeMutablePointer<UInt64>
    /// The names met: a packed name, then its address (with `layoutBit`), in `nameSlots` slots.
    let slots: UnsafeMutablePointer<UInt64>
    /// Where the events are written, how many are, and how many can be (past that, which the shapes
    /// of the form cannot reach, the scan says no rather than write further).
    let events: UnsafeMutablePointer<EventBatch.Event>
    var eventCount = 0
    let room: Int
    var overflowed = false
    /// The text of the runs that are not the input's own bytes, to go after the batch's text (which
    /// ends at `textStart`).
    var copiedText: [UInt8] = []
    let textStart: Int
    let layoutNames: [UInt]
    let intern: (UnsafeBufferPointer<UInt8>) -> UInt
    var depth = 0
    /// Where the scan stands.
    var at = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, space: UnsafeMutableBufferPointer<UInt64>,
                 events: UnsafeMutablePointer<EventBatch.Event>, room: Int, textStart: Int, layoutNames: [UInt],
                 intern: @escaping (UnsafeBufferPointer<UInt8>) -> UInt) {
        self.bytes = bytes
        base = bytes.baseAddress.unsafelyUnwrapped
        open = space.baseAddress.unsafelyUnwrapped
        slots = open + Self.maxDepth
        self.events = events
        self.room = room
        self.textStart = textStart
        self.layoutNames = layoutNames
        self.intern = intern
    }

    private mutating func read() -> Bool {
        guard prolog() else { return false }
        // The root element, then its content until it closes, then what may follow it.
        guard tag() else { return false }
        while depth > 0 {
            guard run(), tag() else { return false }
        }
        return misc() && at == bytes.count && !overflowed
    }

    /// Writes the next event.
    @inline(__always)
    mutating func record(_ event: EventBatch.Event) {
        guard eventCount < room else {
            overflowed = true
            return
        }
        (events + eventCount).initialize(to: event)
        eventCount &+= 1
    }

    /// Whether the innermost open element is one whose white space is layout.
    @inline(__always)
    var insideLayout: Bool {
        open[depth - 1] & Self.layoutBit != 0
    }

    /// Whether the bytes at `at` are `literal`; moves past them when they are.
    mutating func skip(_ literal: StaticString) -> Bool {
        let count = literal.byteCount
        guard bytes.count - at >= count else { return false }
        for index in 0..<count where base[at + index] != literal.byte(at: index) { return false }
        at += count
        return true
    }

    /// The XML declaration, then comments and white space, the DOCTYPE, comments and white space.
    private mutating func prolog() -> Bool {
        if skip("<?xml version=\"1.0\"") {
            _ = skip(" encoding=\"UTF-8\"") || skip(" encoding=\"utf-8\"")
            guard skip("?>") else { return false }
        }
        guard misc() else { return false }
        if skip("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">") {
            return misc()
        }
        return true
    }

    /// White space and comments outside the root element, up to the next `<` that is not a comment's.
    private mutating func misc() -> Bool {
        while true {
            let byte = base[at]
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                at += 1
            } else if byte == UInt8(ascii: "<") && base[at + 1] == UInt8(ascii: "!") && base[at + 2] == UInt8(ascii: "-") {
                guard comment() else { return false }
            } else {
                return true
            }
        }
    }

    /// The tag at `at` (its `<`): a start tag, an empty-element tag or an end tag, recorded.
    @inline(__always)
    private mutating func tag() -> Bool {
        let base = base
        guard base[at] == UInt8(ascii: "<") else { return false }
        if base[at + 1] == UInt8(ascii: "/") {
            let (name, end) = Self.name(in: base, at: at + 2)
            guard depth > 0, open[depth - 1] & ~Self.layoutBit == name, end - at <= 10, base[end] == UInt8(ascii: ">")
            else { return false }
            at = end + 1
            depth -= 1
            record(.end(at))
            return true
        }
        let nameStart = at + 1
        let (name, nameEnd) = Self.name(in: base, at: nameStart)
        guard name != 0, nameEnd - nameStart <= 8, depth < Self.maxDepth else { return false }
        let ending: TagEnding
        switch base[nameEnd] {
        case UInt8(ascii: ">"):
            at = nameEnd + 1
            ending = TagEnding(length: 1, isEmpty: false)
        case UInt8(ascii: "/"):
            guard base[nameEnd + 1] == UInt8(ascii: ">") else { return false }
            at = nameEnd + 2
            ending = TagEnding(length: 2, isEmpty: true)
        case UInt8(ascii: " "):
            // `<plist version="1.0">`, and no other attribute ("plist" packed).
            at = nameEnd
            guard name == 0x70_6C_69_73_74, skip(" version=\"1.0\">") else { return false }
            ending = TagEnding(length: 1, isEmpty: false)
        default:
            return false
        }
        guard let address = address(of: name, from: nameStart, to: nameEnd) else { return false }
        record(.start(local: UInt(address & ~Self.layoutBit), prefix: 0, end: at, ending: ending))
        if ending.isEmpty {
            record(.end(at))
        } else {
            open[depth] = name | address & Self.layoutBit
            depth += 1
        }
        return true
    }

    /// The ASCII letters at `index` packed (first letter highest; 0 when there are none, wrong past
    /// eight), and where they end.
    @inline(__always)
    private static func name(in base: UnsafePointer<UInt8>, at index: Int) -> (UInt64, Int) {
        var packed: UInt64 = 0
        var end = index
        while true {
            let byte = base[end]
            guard (byte | 0x20) &- UInt8(ascii: "a") < 26 else { return (packed, end) }
            packed = packed << 8 | UInt64(byte)
            end += 1
        }
    }

    /// The interned address of a name, with `layoutBit` for a layout element's: from its slot, else
    /// interned and put there (nil: it could not be).
    @inline(__always)
    private func address(of name: UInt64, from start: Int, to end: Int) -> UInt64? {
        let slot = slots + 2 * Int(truncatingIfNeeded: (name &* 0x9E37_79B9_7F4A_7C15) >> 59)
        if slot[0] == name { return slot[1] }
        return intern(name, slot: slot, from: start, to: end)
    }

    private func intern(_ name: UInt64, slot: UnsafeMutablePointer<UInt64>, from start: Int, to end: Int) -> UInt64? {
        let address = UInt64(intern(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        guard address != 0, address & Self.layoutBit == 0 else { return nil }
        let marked = layoutNames.contains(UInt(address)) ? address | Self.layoutBit : address
        slot[0] = name
        slot[1] = marked
        return marked
    }
}
