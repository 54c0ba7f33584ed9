internal import CLibXML2

/// The `XMLInputCheck`'s view of the constructs libxml2 reads: each is shown to the check as written, and
/// a refusal stops the parse before the construct's event is delivered.
extension ParseSession {
    /// Whether the check (if any) accepts the start tag libxml2 stands at the end of (on its `>` or `/>`).
    func checkAccepts(start localname: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, end: Int) -> Bool {
        guard checking else { return true }
        let name = tagName(localname)
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else {
            return refusedByCheck()
        }
        // Nearly every tag is `<name>` or `<name/>`: then its `<` stands just before the name (a tag holds
        // no other `<`, so the name is all there is between the two).
        let isPlain = prefix == nil && cur - base > name.length && cur[-(name.length + 1)] == UInt8(ascii: "<")
        let tag = XMLStartTag(shortName: name.shortName, isLetters: name.isLetters && prefix == nil,
                              isEmpty: cur[0] == UInt8(ascii: "/"), isPlain: isPlain, end: end)
        guard check.accepts(tag) else { return refusedByCheck() }
        if isPlain { return true }
        // Anything else: what is written after the name (nothing to go by with a prefix).
        let lt = Self.tagStart(before: cur, base: base)
        let attributesStart = lt + 1 + name.length
        let written = lt.pointee == UInt8(ascii: "<") && prefix == nil && attributesStart <= cur
            ? Array(UnsafeBufferPointer(start: attributesStart, count: cur - attributesStart)) : []
        return check.acceptsAttributes(written) || refusedByCheck()
    }

    /// Whether the check (if any) accepts the end of an element, libxml2 standing at `offset`.
    func checkAcceptsEnd(at offset: Int) -> Bool {
        guard checking else { return true }
        return check.acceptsEnd(at: offset) || refusedByCheck()
    }

    /// A comment: libxml2 stands just after its `-->`, and `value` is what was written inside.
    func checkAccepts(comment value: UnsafePointer<xmlChar>?) {
        guard checking, !stopped else { return }
        var length = 0
        while let value, value[length] != 0 { length += 1 }
        let end = parserOffset
        if !check.acceptsComment(from: end - length - 7, to: end, isEmpty: length == 0) { _ = refusedByCheck() }
    }

    func checkAcceptsInstructionOrCDATA() -> Bool {
        guard checking else { return true }
        return check.acceptsInstructionOrCDATA() || refusedByCheck()
    }

    /// Stops the parse quietly (the caller reads the document again) and halts libxml2: always false.
    private func refusedByCheck() -> Bool {
        stop()
        _ = haltIfStopped()
        return false
    }

    /// An element name's length and shape, worked out once per name: libxml2 interns names for the
    /// whole parse, so the address of its local name stands for the name. Kept in a table indexed by the
    /// address's low bits (the few names of a document lie close together in libxml2's dictionary).
    private func tagName(_ localname: UnsafePointer<xmlChar>?) -> TagName {
        let address = UInt(bitPattern: localname)
        let slot = Int(address & UInt(Self.tagNameSlots - 1))
        if tagNames.isEmpty {
            tagNames = [TagName](repeating: TagName(address: 0, length: 0, shortName: 0, isLetters: false),
                                 count: Self.tagNameSlots)
        } else if tagNames[slot].address == address {
            return tagNames[slot]
        }
        var name = TagName(address: address, length: 0, shortName: 0, isLetters: true)
        var packed: UInt64 = 0
        while let localname, localname[name.length] != 0 {
            let byte = localname[name.length]
            if (byte | 0x20) &- UInt8(ascii: "a") >= 26 { name.isLetters = false }
            if name.length < 8 { packed = packed << 8 | UInt64(byte) }
            name.length += 1
        }
        name.shortName = name.isLetters && name.length <= 8 ? packed : 0
        tagNames[slot] = name
        return name
    }

    private static let tagNameSlots = 64
}

extension ParseSession {
    /// Stands in for the check of a parse that has none (`checking` is then false, and it is not asked).
    static let acceptingEverything = AcceptingEverything()

    final class AcceptingEverything: XMLInputCheck, Sendable {
        func accepts(_ block: ArraySlice<UInt8>, atEnd: Bool) -> Bool { true }
        func accepts(_ tag: XMLStartTag) -> Bool { true }
        func acceptsAttributes(_ written: [UInt8]) -> Bool { true }
        func acceptsEnd(at offset: Int) -> Bool { true }
        func acceptsComment(from start: Int, to end: Int, isEmpty: Bool) -> Bool { true }
        func acceptsInstructionOrCDATA() -> Bool { true }
    }
}

/// An element name as the input check needs it (see `XMLStartTag`).
struct TagName {
    /// The address of libxml2's interned local name (0: a free slot).
    var address: UInt
    var length: Int
    var shortName: UInt64
    var isLetters: Bool
}
