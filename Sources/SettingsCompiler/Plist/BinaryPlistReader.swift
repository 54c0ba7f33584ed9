import XMLStream

/// Reads binary property lists (`bplist00`) into the same located `PlistNode`s the XML reader makes, so
/// every later stage works unchanged; a node's location is the byte offset of its object.
///
/// Hardened by construction, for files written to hurt: the trailer and offset table are checked before
/// any object is read; every length is checked (without overflow) before a read; references must name an
/// object; a container may not contain itself; nesting stops at `PlistParser.maxDepth`; and each object is
/// decoded once and shared wherever it is referenced, so a file whose references fan out ("billion laughs"
/// by reference) costs time linear in its size, while the tree it expands to is capped by `nodeLimit`.
public enum BinaryPlistReader {
    /// The most values (keys included) a file may expand to, counting a shared object at every use:
    /// the later stages walk the expanded tree.
    public static let maxNodes = 10_000_000

    /// The expansion a file of `size` bytes may have: every reference takes at least a byte, so a file
    /// whose containers are not shared (CF and plistlib share only leaves) expands to fewer values than
    /// it has bytes. Beyond that, a 100-byte file could make the later stages walk millions of values.
    public static func nodeLimit(forFileSize size: Int) -> Int {
        min(maxNodes, 100_000 + 4 * size)
    }
    /// After this many problems the reader stops listing them.
    static let maxDiagnostics = 1000
    static let magic = Array("bplist00".utf8)

    /// Whether a file starting with `head` is a binary property list of the version this reader reads.
    public static func isBinary(_ head: [UInt8]) -> Bool {
        head.starts(with: magic)
    }

    /// Parses a whole binary property list; `name` is the file's display name.
    public static func parse(_ bytes: [UInt8], name: String) -> PlistDocument {
        read(bytes).document
    }

    /// The document, and how many objects were decoded (each at most once, however often it is used).
    static func read(_ bytes: [UInt8]) -> (document: PlistDocument, decodedObjects: Int) {
        let file = BinaryPlistBytes(bytes: bytes)
        let trailer: BinaryPlistTrailer
        do throws(BinaryPlistProblem) {
            if bytes.count >= magic.count, !isBinary(bytes) {
                let version = String(decoding: bytes[0..<magic.count].map { $0 < 0x20 || $0 >= 0x7F ? 0x3F : $0 },
                                     as: UTF8.self)
                throw BinaryPlistProblem("the file starts with '\(version)', not 'bplist00': settingsc reads version "
                    + "00 of the binary format", at: 0)
            }
            trailer = try BinaryPlistTrailer.read(file)
        } catch {
            return (PlistDocument(root: nil, diagnostics: [error.diagnostic]), 0)
        }
        let decoder = BinaryPlistDecoder(file: file, trailer: trailer, nodeLimit: nodeLimit(forFileSize: bytes.count))
        var root: PlistNode?
        do throws(BinaryPlistProblem) {
            root = try decoder.decode(trailer.topObject, depth: 1)?.node
        } catch {
            decoder.diagnostics.append(error.diagnostic)
            root = nil
        }
        return (PlistDocument(root: root, diagnostics: decoder.diagnostics), decoder.decodedObjects)
    }
}

/// One decoding of one file: objects by index, each decoded once and remembered with the height and
/// size of the tree it stands for.
private final class BinaryPlistDecoder {
    struct Decoded {
        var node: PlistNode
        /// Levels of nesting, itself included: 1 for a leaf or an empty container.
        var height: Int
        /// Values and keys in its expanded tree, itself included.
        var size: Int
    }

    enum State: UInt8 {
        case unread, open, done, failed
    }

    let file: BinaryPlistBytes
    let trailer: BinaryPlistTrailer
    /// Objects end where the offset table starts.
    let end: Int
    var memo: [Decoded?]
    var states: [State]
    var diagnostics: [Diagnostic] = []
    var decodedObjects = 0
    let nodeLimit: Int

    init(file: BinaryPlistBytes, trailer: BinaryPlistTrailer, nodeLimit: Int) {
        self.file = file
        self.trailer = trailer
        self.nodeLimit = nodeLimit
        end = trailer.offsetTableOffset
        // Bounded by the file: the offset table has an entry per object.
        memo = Array(repeating: nil, count: trailer.objectCount)
        states = Array(repeating: .unread, count: trailer.objectCount)
    }

    /// A problem that spoils one object: its parent goes on without it.
    func report(_ problem: BinaryPlistProblem) throws(BinaryPlistProblem) {
        diagnostics.append(problem.diagnostic)
        if diagnostics.count >= BinaryPlistReader.maxDiagnostics {
            throw BinaryPlistProblem(.limitExceeded("more than \(BinaryPlistReader.maxDiagnostics) problems in this "
                + "binary property list; stopping here", at: problem.diagnostic.location)).stopping()
        }
    }

    /// Object `index` as a value at nesting level `depth` (the root is 1); nil when it is broken (and
    /// reported). Throws only to stop the whole file: nesting or expansion past the limits.
    func decode(_ index: Int, depth: Int) throws(BinaryPlistProblem) -> Decoded? {
        let offset = trailer.objectOffsets[index]
        switch states[index] {
        case .done:
            let decoded = memo[index]!
            if depth + decoded.height - 1 > PlistParser.maxDepth { throw tooDeep(at: offset) }
            return decoded
        case .failed:
            return nil
        case .open:
            let what = file.bytes[offset] >> 4 == BinaryPlistObject.Kind.dictionary.rawValue ? "dictionary" : "array"
            try report(BinaryPlistProblem("this \(what) contains itself", at: offset))
            return nil
        case .unread:
            break
        }
        if depth > PlistParser.maxDepth { throw tooDeep(at: offset) }
        decodedObjects += 1
        states[index] = .open
        do throws(BinaryPlistProblem) {
            let decoded = try object(at: offset, depth: depth)
            memo[index] = decoded
            states[index] = .done
            return decoded
        } catch {
            if error.stops { throw error }
            states[index] = .failed
            try report(error)
            return nil
        }
    }

    private func tooDeep(at offset: Int) -> BinaryPlistProblem {
        BinaryPlistProblem(.nestingTooDeep(limit: PlistParser.maxDepth, at: .byte(offset))).stopping()
    }

    private func object(at offset: Int, depth: Int) throws(BinaryPlistProblem) -> Decoded {
        let marker = file.bytes[offset]
        func leaf(_ value: PlistValue) -> Decoded { Decoded(node: PlistNode(value, at: .byte(offset)), height: 1, size: 1) }
        typealias Object = BinaryPlistObject
        guard let kind = Object.Kind(rawValue: marker >> 4) else {
            throw BinaryPlistProblem("unknown object marker \(Object.hex(marker))", at: offset)
        }
        switch kind {
        case .simple:
            switch marker {
            case 0x08: return leaf(.bool(false))
            case 0x09: return leaf(.bool(true))
            case 0x00: throw BinaryPlistProblem("null objects have no XML property list equivalent", at: offset)
            case 0x0F: throw BinaryPlistProblem("a fill byte (0x0F) where an object should be", at: offset)
            default: throw BinaryPlistProblem("unknown object marker \(Object.hex(marker))", at: offset)
            }
        case .integer: return leaf(.integer(try Object.integer(marker: marker, at: offset, in: file, end: end)))
        case .real: return leaf(.real(try Object.real(marker: marker, at: offset, in: file, end: end)))
        case .date: return leaf(.date(try Object.date(marker: marker, at: offset, in: file, end: end)))
        case .uid:
            throw BinaryPlistProblem("UID objects (keyed archives) have no XML property list equivalent", at: offset)
        case .set:
            throw BinaryPlistProblem("set objects have no XML property list equivalent", at: offset)
        case .orderedSet:
            throw BinaryPlistProblem("ordered set objects (0xBn) belong to a later binary format; bplist00 has none",
                                     at: offset)
        case .utf8String:
            throw BinaryPlistProblem("UTF-8 string objects (0x7n) belong to a later binary format; bplist00 strings "
                + "are ASCII or UTF-16", at: offset)
        case .data, .asciiString, .utf16String, .array, .dictionary:
            break
        }
        let (count, payload) = try Object.count(marker: marker, at: offset, in: file, end: end)
        switch kind {
        case .data:
            try Object.checkPayload(count: count, itemSize: 1, payload: payload, end: end, object: offset, what: "data")
            return leaf(.data(Array(file.bytes[payload..<(payload + count)])))
        case .asciiString:
            return leaf(.string(try Object.asciiString(count: count, payload: payload, at: offset, in: file, end: end)))
        case .utf16String:
            return leaf(.string(try Object.utf16String(count: count, payload: payload, at: offset, in: file, end: end)))
        case .array:
            return try array(count: count, payload: payload, at: offset, depth: depth)
        default:
            return try dictionary(count: count, payload: payload, at: offset, depth: depth)
        }
    }

    /// The index a reference at `at` names, or nil (reported) when there is no such object.
    private func reference(at position: Int, in container: String) throws(BinaryPlistProblem) -> Int? {
        // In bounds: the caller checked the payload.
        let ref = file.unsigned(at: position, size: trailer.objectRefSize, end: end)!
        guard ref < UInt64(trailer.objectCount) else {
            try report(BinaryPlistProblem("the \(container) refers to object \(ref), but there "
                + (trailer.objectCount == 1 ? "is 1 object" : "are \(trailer.objectCount) objects"), at: position))
            return nil
        }
        return Int(ref)
    }

    /// Adds a child's expanded size to its container's, stopping once the file expands past `nodeLimit`.
    private func grow(_ size: inout Int, by child: Int, at offset: Int) throws(BinaryPlistProblem) {
        size += child // both at most nodeLimit: no overflow
        if size > nodeLimit {
            throw BinaryPlistProblem(.limitExceeded("the values expand to more than \(nodeLimit) "
                + "nodes (a shared object counts at every use); stopping here", at: .byte(offset))).stopping()
        }
    }

    private func array(count: Int, payload: Int, at offset: Int, depth: Int) throws(BinaryPlistProblem) -> Decoded {
        let refSize = trailer.objectRefSize
        try BinaryPlistObject.checkPayload(count: count, itemSize: refSize, payload: payload, end: end, object: offset,
                                           what: "an array")
        var items: [PlistNode] = []
        items.reserveCapacity(count) // bounded: the references are in the file
        var height = 1, size = 1
        for position in stride(from: payload, to: payload + count * refSize, by: refSize) {
            guard let index = try reference(at: position, in: "array"),
                  let child = try decode(index, depth: depth + 1) else { continue }
            try grow(&size, by: child.size, at: offset)
            height = max(height, child.height + 1)
            items.append(child.node)
        }
        return Decoded(node: PlistNode(.array(items), at: .byte(offset)), height: height, size: size)
    }

    private func dictionary(count: Int, payload: Int, at offset: Int, depth: Int) throws(BinaryPlistProblem) -> Decoded {
        let refSize = trailer.objectRefSize
        try BinaryPlistObject.checkPayload(count: count, itemSize: 2 * refSize, payload: payload, end: end,
                                           object: offset, what: "a dictionary")
        var entries: [PlistDictionary.Entry] = []
        entries.reserveCapacity(count)
        var keys = BinaryPlistKeySet()
        var height = 1, size = 1
        for item in 0..<count {
            let keyPosition = payload + item * refSize
            let valuePosition = payload + (count + item) * refSize
            guard let keyIndex = try reference(at: keyPosition, in: "dictionary") else { continue }
            let keyOffset = trailer.objectOffsets[keyIndex]
            let keyKind = file.bytes[keyOffset] >> 4
            guard keyKind == BinaryPlistObject.Kind.asciiString.rawValue
                    || keyKind == BinaryPlistObject.Kind.utf16String.rawValue else {
                try report(BinaryPlistProblem("a dictionary key must be a string; this key is "
                    + BinaryPlistObject.describe(marker: file.bytes[keyOffset]), at: keyOffset))
                continue
            }
            guard let keyObject = try decode(keyIndex, depth: depth + 1),
                  case .string(let key) = keyObject.node.value else { continue }
            if let first = keys.insert(key, object: keyOffset, reference: keyPosition) {
                // One key object named twice: point at the two references instead.
                let (at, firstAt) = first.object == keyOffset ? (keyPosition, first.reference) : (keyOffset, first.object)
                try report(BinaryPlistProblem(.duplicateKey(key, at: .byte(at), first: .byte(firstAt))))
            }
            guard let valueIndex = try reference(at: valuePosition, in: "dictionary"),
                  let value = try decode(valueIndex, depth: depth + 1) else { continue }
            try grow(&size, by: 1 + value.size, at: offset)
            height = max(height, value.height + 1)
            entries.append(PlistDictionary.Entry(key: key, keyLocation: .byte(keyOffset), value: value.node))
        }
        return Decoded(node: PlistNode(.dictionary(PlistDictionary(entries)), at: .byte(offset)), height: height,
                       size: size)
    }
}

/// The keys of one dictionary so far, found by hashing once there are enough of them.
private struct BinaryPlistKeySet {
    typealias Place = (object: Int, reference: Int)
    private var list: [(key: String, place: Place)] = []
    private var index: [String: Place]?

    /// Adds `key`; returns where it was first seen if it was.
    mutating func insert(_ key: String, object: Int, reference: Int) -> Place? {
        if index == nil, list.count >= 16 {
            var built: [String: Place] = [:]
            for (key, place) in list where built[key] == nil { built[key] = place }
            index = built
        }
        if index != nil {
            if let first = index![key] { return first }
            index![key] = (object, reference)
            return nil
        }
        if let first = list.first(where: { $0.key == key }) { return first.place }
        list.append((key, (object, reference)))
        return nil
    }
}
