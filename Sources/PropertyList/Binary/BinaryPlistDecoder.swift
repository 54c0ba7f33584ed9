import Diagnostics
import Platform

/// One decoding of one binary property list, depth first from the top object, into flat values
/// (`PlistBuffer`, the buffer the XML reader fills too). An object referenced more than once
/// (`BinaryPlistSharing`) is decoded once and kept in a buffer of its own (`shared`), with the height and
/// size of the tree it stands for, and copied from there at every use, byte for byte (no `String` is
/// made); any other object is decoded straight into the buffer. The elements of a streamed root array go
/// to the consumer one by one and are not kept at all.
final class BinaryPlistDecoder {
    struct Decoded {
        /// Its slot in `values`.
        var index: Int
        /// Levels of nesting, itself included: 1 for a leaf or an empty container.
        var height: Int
        /// Values and keys in its expanded tree, itself included.
        var size: Int
    }

    /// A shared object, decoded.
    struct Shared {
        /// Its slot in `shared`.
        var index: Int
        var height: Int
        var size: Int
    }

    /// A shared object's state.
    enum Memo {
        case unread, open, failed
        case done(Shared)
    }

    let file: System.MappedFile
    let trailer: BinaryPlistTrailer
    /// Objects end where the offset table starts.
    let end: Int
    let nodeLimit: Int
    let sharing: BinaryPlistSharing
    // Touched for every object: exclusivity is enforced by construction (one decoding, one thread, and
    // no access that overlaps another), so the runtime checks are left out.
    @exclusivity(unchecked) var memo: [Memo]
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    @exclusivity(unchecked) var decodedObjects = 0
    /// What has been decoded and kept.
    @exclusivity(unchecked) var values = PlistBuffer()
    /// The shared objects decoded so far, each copied here whole once decoded.
    @exclusivity(unchecked) var shared = PlistBuffer()
    /// The keys of the dictionaries being decoded, innermost last (each dictionary removes its own): their
    /// slots in `values`, and where they were seen.
    @exclusivity(unchecked) var keys = DictionaryKeys()

    /// Where a key was seen: its object and the reference to it.
    typealias KeyPlace = (object: Int, reference: Int)

    init(file: System.MappedFile, trailer: BinaryPlistTrailer, nodeLimit: Int) {
        self.file = file
        self.trailer = trailer
        self.nodeLimit = nodeLimit
        end = trailer.offsetTableOffset
        sharing = BinaryPlistSharing.count(file, trailer: trailer)
        memo = Array(repeating: .unread, count: sharing.sharedCount)
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
    /// reported). Throws only to stop the whole file: nesting or expansion past the limits. With
    /// `elements`, an array hands its elements over instead of keeping them (the streamed root).
    func decode(_ index: Int, depth: Int,
                elements: ((PlistBuffer, Int) -> Void)? = nil) throws(BinaryPlistProblem) -> Decoded? {
        let slot = sharing.slot(of: index)
        if let slot {
            switch memo[slot] {
            case .done(let kept):
                if depth + kept.height - 1 > PlistReader.maxDepth {
                    throw tooDeep(at: trailer.offset(of: index, in: file))
                }
                return Decoded(index: values.appendCopy(of: &shared, value: kept.index), height: kept.height, size: kept.size)
            case .failed:
                return nil
            case .open:
                let offset = trailer.offset(of: index, in: file)
                let what = file[offset] >> 4 == BinaryPlistObject.Kind.dictionary.rawValue ? "dictionary" : "array"
                try report(BinaryPlistProblem("this \(what) contains itself", at: offset))
                return nil
            case .unread:
                break
            }
        }
        let offset = trailer.offset(of: index, in: file)
        if depth > PlistReader.maxDepth { throw tooDeep(at: offset) }
        decodedObjects += 1
        file.didRead(trailer.offsetIntSize)
        if let slot { memo[slot] = .open }
        let start = values.mark
        do throws(BinaryPlistProblem) {
            let decoded = try object(at: offset, depth: depth, elements: elements)
            if let slot {
                // The value is the buffer's last: its slots, text and dates are everything from its slot on.
                memo[slot] = .done(Shared(index: shared.appendCopy(of: &values, value: decoded.index),
                                          height: decoded.height, size: decoded.size))
            }
            return decoded
        } catch {
            if error.stops { throw error }
            if let slot { memo[slot] = .failed }
            values.rewind(to: start)
            try report(error)
            return nil
        }
    }

    private func tooDeep(at offset: Int) -> BinaryPlistProblem {
        BinaryPlistProblem(.nestingTooDeep(limit: PlistReader.maxDepth, at: .byte(offset))).stopping()
    }

    private func object(at offset: Int, depth: Int,
                        elements: ((PlistBuffer, Int) -> Void)?) throws(BinaryPlistProblem) -> Decoded {
        let marker = file[offset]
        func leaf(_ value: PlistValue) -> Decoded {
            values.appendScalar(value, at: .byte(offset))
            return Decoded(index: values.count - 1, height: 1, size: 1)
        }
        typealias Object = BinaryPlistObject
        guard let kind = Object.Kind(rawValue: marker >> 4) else {
            throw BinaryPlistProblem("unknown object marker \(MessageText.hex(marker))", at: offset)
        }
        switch kind {
        case .simple:
            switch marker {
            case 0x08: return leaf(.bool(false))
            case 0x09: return leaf(.bool(true))
            case 0x00: throw BinaryPlistProblem("null objects have no XML property list equivalent", at: offset)
            case 0x0F: throw BinaryPlistProblem("a fill byte (0x0F) where an object should be", at: offset)
            default: throw BinaryPlistProblem("unknown object marker \(MessageText.hex(marker))", at: offset)
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
            file.didRead(count)
            let start = values.text.count
            file.append(at: payload, length: count, to: &values.text)
            values.appendText(.data, from: start, at: .byte(offset))
            return Decoded(index: values.count - 1, height: 1, size: 1)
        case .asciiString:
            // Straight into the text buffer, never a String (on a problem, `decode` rewinds the buffer).
            file.didRead(count)
            let start = values.text.count
            if let high = try Object.appendASCII(count: count, payload: payload, at: offset, in: file, end: end,
                                                 to: &values.text) {
                diagnostics.append(Object.highByteInASCII(file[high], at: high))
            }
            values.appendText(.string, from: start, at: .byte(offset))
            return Decoded(index: values.count - 1, height: 1, size: 1)
        case .utf16String:
            file.didRead(2 * count)
            let start = values.text.count
            try Object.appendUTF16(count: count, payload: payload, at: offset, in: file, end: end, to: &values.text)
            values.appendText(.string, from: start, at: .byte(offset))
            return Decoded(index: values.count - 1, height: 1, size: 1)
        case .array:
            return try array(count: count, payload: payload, at: offset, depth: depth, elements: elements)
        default:
            return try dictionary(count: count, payload: payload, at: offset, depth: depth)
        }
    }

    /// The index a reference at `at` names, or nil (reported) when there is no such object.
    func reference(at position: Int, in container: String) throws(BinaryPlistProblem) -> Int? {
        // In bounds: the caller checked the payload.
        let ref = file.bigEndian(at: position, size: trailer.objectRefSize)
        guard ref < UInt64(trailer.objectCount) else {
            try report(BinaryPlistProblem("the \(container) refers to object \(ref), but there "
                + (trailer.objectCount == 1 ? "is 1 object" : "are \(trailer.objectCount) objects"), at: position))
            return nil
        }
        return Int(ref)
    }

    /// Adds a child's expanded size to its container's, stopping once the file expands past `nodeLimit`.
    func grow(_ size: inout Int, by child: Int, at offset: Int) throws(BinaryPlistProblem) {
        size += child // both at most nodeLimit: no overflow
        if size > nodeLimit {
            throw BinaryPlistProblem(.limitExceeded("the values expand to more than \(nodeLimit) "
                + "nodes (a shared object counts at every use); stopping here", at: .byte(offset))).stopping()
        }
    }

    private func array(count: Int, payload: Int, at offset: Int, depth: Int,
                       elements: ((PlistBuffer, Int) -> Void)?) throws(BinaryPlistProblem) -> Decoded {
        let refSize = trailer.objectRefSize
        try BinaryPlistObject.checkPayload(count: count, itemSize: refSize, payload: payload, end: end, object: offset,
                                           what: "an array")
        file.didRead(count * refSize)
        let container = values.beginContainer(.array, at: .byte(offset))
        var items = 0, height = 1, size = 1
        for position in stride(from: payload, to: payload + count * refSize, by: refSize) {
            let start = values.mark
            guard let index = try reference(at: position, in: "array"),
                  let child = try decode(index, depth: depth + 1) else { continue }
            try grow(&size, by: child.size, at: offset)
            height = max(height, child.height + 1)
            if let elements {
                elements(values, child.index)
                values.rewind(to: start)
            } else {
                items += 1
            }
        }
        values.endContainer(container, count: items)
        return Decoded(index: container, height: height, size: size)
    }
}
