/// The `XMLInputCheck`'s view of the constructs libxml2 reads, shown to it where the handler is called:
/// each block of bytes before the events read from it, each construct before its event. A refusal stops
/// the delivery there (`stopped`), as a handler's own stop does, and the parse with it.
///
/// The check runs on the caller's thread, beside the handler, not on libxml2's: on a large document
/// libxml2's thread is the longer of the two (the parse alone is more than half of the work), so what the
/// check costs there (~9 M instructions of the 88 M that thread ran on a 1 MB file) was on the critical
/// path, and here it is not. How a start tag is written is read from the cursor's bytes, which hold the
/// tag: the `<` it starts with is looked for there anyway, for the tag's location.
extension EventReplayer {
    /// Whether the check accepts a start tag that ends at `end`, libxml2 having stood on its `>` or `/`
    /// (`ending`); `lt` is the offset of its `<` (the cursor's last before `end`), and `isPlain` whether
    /// nothing stands between the name and where libxml2 stood.
    func checkAccepts(name: ElementName, isPlain: Bool, prefix: UInt, lt: Int, end: Int, ending: TagEnding) -> Bool {
        let tag = XMLStartTag(shortName: name.shortName, isLetters: name.isLetters && prefix == 0,
                              isEmpty: ending.isEmpty, isPlain: isPlain, end: end)
        guard check.accepts(tag) else { return refused() }
        if isPlain { return true }
        // Anything else: what is written after the name (nothing to go by with a prefix).
        let stood = end - ending.length
        let attributesStart = lt + 1 + name.length
        let written = cursor.holds(UInt8(ascii: "<"), at: lt) && prefix == 0 && attributesStart <= stood
            ? cursor.bytes(from: attributesStart, to: stood) : []
        return check.acceptsAttributes(written) || refused()
    }

    /// Whether the check accepts the end of an element, libxml2 standing at `offset`.
    @inline(__always)
    func checkAcceptsEnd(at offset: Int) -> Bool {
        !checking || check.acceptsEnd(at: offset) || refused()
    }

    /// A comment from `start` to `end` (its `<!--` to its `-->`), `isEmpty` when nothing is written inside.
    func comment(from start: Int, to end: Int, isEmpty: Bool) {
        guard checking, !stopped else { return }
        if !check.acceptsComment(from: start, to: end, isEmpty: isEmpty) { _ = refused() }
    }

    /// A processing instruction or a CDATA section.
    func instructionOrCDATA() {
        guard checking, !stopped else { return }
        if !check.acceptsInstructionOrCDATA() { _ = refused() }
    }

    /// Stops the delivery quietly (the caller reads the document again): always false.
    private func refused() -> Bool {
        stopped = true
        return false
    }
}

/// How a start tag ends where libxml2 stood when it handed the tag over: on its `>`, on the `/` of its
/// `/>`, or (before libxml2 reports the tag cut short) on neither.
struct TagEnding {
    /// A byte each, so that a recorded start tag stays within four words.
    private let lengthByte: UInt8
    /// Written as an empty-element tag: libxml2 stood on a `/`.
    let isEmpty: Bool

    /// The bytes of `>` or `/>` from where libxml2 stood (0 when it stood on neither).
    var length: Int { Int(lengthByte) }

    /// `at` is where libxml2 stands; its buffer ends with a NUL, so the byte after a `/` can be read.
    @inline(__always)
    init(at: UnsafePointer<UInt8>) {
        isEmpty = at[0] == UInt8(ascii: "/")
        lengthByte = at[0] == UInt8(ascii: ">") ? 1 : (isEmpty && at[1] == UInt8(ascii: ">") ? 2 : 0)
    }

    init(length: Int, isEmpty: Bool) {
        lengthByte = UInt8(length)
        self.isEmpty = isEmpty
    }
}

/// An element name met in a parse, with what the input check needs of it, worked out once per name:
/// libxml2 interns names for the whole parse, so the addresses of its local part and prefix stand for it.
struct ElementName {
    let local: UInt
    let prefix: UInt
    /// The local name's length in bytes.
    let length: Int
    /// The local name packed into a number when it is one to eight ASCII letters (`XMLStartTag.shortName`).
    let shortName: UInt64
    /// Whether the local name is ASCII letters only.
    let isLetters: Bool

    init(local: UInt, prefix: UInt) {
        self.local = local
        self.prefix = prefix
        var length = 0
        var isLetters = true
        var packed: UInt64 = 0
        if let name = UnsafePointer<UInt8>(bitPattern: local) {
            while name[length] != 0 {
                let byte = name[length]
                if (byte | 0x20) &- UInt8(ascii: "a") >= 26 { isLetters = false }
                if length < 8 { packed = packed << 8 | UInt64(byte) }
                length += 1
            }
        }
        self.length = length
        self.isLetters = isLetters
        shortName = isLetters && length <= 8 ? packed : 0
    }
}
