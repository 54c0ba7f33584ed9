import Diagnostics
import Platform
import XMLStream

/// Turns XML events into flat plist values (`PlistBuffer`) with a stack of open elements.
///
/// Every value is appended to one buffer as it completes; a value that has no place (a second root, a
/// value without a key, an element of a streamed root array once consumed) is removed from the end again,
/// so the buffer only ever holds what is kept.
final class PlistBuilder: XMLEventHandler {
    enum Leaf: String {
        case key, string, integer, real, date, data, `true`, `false`
    }

    /// What a frame of the stack is; leaves and ignored subtrees are not on the stack (`openLeaf`,
    /// `skipping`).
    enum Kind {
        case document
        case plist
        case array
        case dictionary
    }

    struct Frame {
        var kind: Kind
        var location: SourceLocation
        /// False for a value that has no place in its parent (a second root, a value without a key):
        /// it is still parsed, so that problems inside it are found, and then dropped.
        var kept = true
        /// Where the frame's value starts in the buffer (an array's or dictionary's slot is `start.slots`).
        var start: PlistBuffer.Mark
        /// Items of an array, entries (with a value) of a dictionary.
        var count = 0
        /// The slot of the key waiting for its value.
        var pendingKey: Int?
        /// In a <plist> frame: the slot of its value.
        var value: Int?
        /// Value elements that started inside a <plist>, valid or not.
        var children = 0

        init(kind: Kind, location: SourceLocation, kept: Bool = true, start: PlistBuffer.Mark) {
            self.kind = kind
            self.location = location
            self.kept = kept
            self.start = start
        }
    }

    static let valueNames = ["string", "integer", "real", "date", "data", "true", "false", "array", "dict"]

    /// What an element name means in a plist.
    enum Tag {
        case plist, dict, array, key, leaf(Leaf), unknown
    }

    /// The open leaf element (`<key>`, `<string>`, `<true/>`…). Leaves hold no values, so the one
    /// open leaf is kept here rather than on the stack: most elements of a plist are leaves. It holds no
    /// reference (its CF value is `openLeafRaw`): copying one costs nothing, and no value witness runs.
    struct OpenLeaf {
        var leaf: Leaf
        var location: SourceLocation
        var kept: Bool
        /// Where the leaf starts in the buffer: its text is appended to the buffer's text from there.
        var start: PlistBuffer.Mark
        /// A `<key>` where a value belongs: read as a string, as CoreFoundation does.
        var keyAsValue = false
    }

    let streaming: ((PlistBuffer, Int) -> Void)?
    // Touched on every event of one single-threaded parse: the runtime exclusivity check is skipped.
    @exclusivity(unchecked) var values = PlistBuffer()
    /// The open containers, the document's frame first. Plain memory (`PlainArray`): an `Array` of
    /// frames cost the runtime ~7 K instructions of set-up on every run.
    @exclusivity(unchecked) var stack = PlainArray<Frame>()
    @exclusivity(unchecked) var openLeaf: OpenLeaf?
    /// The value CoreFoundation makes of the open leaf, when libxml2 cannot deliver that (`CFNote.value`).
    @exclusivity(unchecked) var openLeafRaw: [UInt8]?
    /// Inside an element whose content is ignored (after reporting it): how many levels deep.
    @exclusivity(unchecked) var skipping = 0
    /// The document element was not <plist>; an implicit <plist> frame holds it.
    @exclusivity(unchecked) var implicitPlist = false
    /// The document element was not <plist> (reported once, as not-a-plist).
    @exclusivity(unchecked) var foreignRoot = false
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    /// Whether XMLStream reported anything (libxml2's errors, refusals, limits, the filter's notes): a
    /// document read without the filter is then read again with it (`PlistReader`).
    @exclusivity(unchecked) var xmlProblemSeen = false
    /// What repeats without bound in a valid document (a key written again and again) is counted past
    /// the cap's `perRule`, not kept; `PlistReader` adds the summaries.
    var cap: DiagnosticCap
    /// The long dictionaries open, for duplicate keys.
    @exclusivity(unchecked) var keys = DictionaryKeys()
    /// The slot of the document's value.
    @exclusivity(unchecked) var root: Int?
    /// The value CoreFoundation makes of the next string, key or data element, and where it starts.
    @exclusivity(unchecked) var pendingValue: (location: SourceLocation, bytes: [UInt8])?

    init(streaming: ((PlistBuffer, Int) -> Void)?, cap: DiagnosticCap) {
        self.streaming = streaming
        self.cap = cap
        // Settings plists are rarely deeper than six frames (document, plist, array, dict, array, dict).
        stack.reserveCapacity(8)
        stack.append(Frame(kind: .document, location: .start, start: .empty))
    }

    /// The slot of the document's value in `values` (for a streamed root array: the array without its
    /// elements); nil when there is none.
    func finish() -> Int? {
        // A document cut short leaves open frames; libxml2 has reported that, and the value is incomplete.
        if stack.count > 1 || openLeaf != nil { return nil }
        return root
    }

    // MARK: Events

    func startElement(_ xmlName: borrowing XMLName, at location: SourceLocation) -> Bool {
        if skipping > 0 {
            skipping += 1
            return true
        }
        // The name as a String only when a problem is reported.
        var name: String { xmlName.string }
        let tag = self.tag(xmlName)
        if let open = openLeaf {
            diagnostics.append(.unexpectedElement(name, inside: open.leaf.rawValue, at: location))
            skipping = 1
            return true
        }
        let top = stack.count - 1
        if case .document = stack[top].kind {
            if case .plist = tag {
                stack.append(Frame(kind: .plist, location: location, start: values.mark))
                return true
            }
            // Read the element as if a <plist> held it. A value (<array>, <dict>, <string>…) is what
            // CoreFoundation reads too: a warning, and the value is checked as the device reads it. Anything
            // else (<html>, <key>) is no property list: reported, and not reported a second time.
            stack.append(Frame(kind: .plist, location: location, start: values.mark))
            implicitPlist = true
            switch tag {
            case .key, .unknown:
                diagnostics.append(.notAPlist(found: name, at: location))
                foreignRoot = true
                skipping = 1
                return true
            default:
                diagnostics.append(.nonStandardXML("the document element is <\(name)>, not <plist>: the device reads "
                    + "the value, but other tools refuse the file; put it inside <plist version=\"1.0\">", at: location))
            }
        }
        // Depth of the new value: the containers around it, plus itself (document and <plist> frames aside).
        if stack.count - 1 > PlistReader.maxDepth {
            diagnostics.append(.nestingTooDeep(limit: PlistReader.maxDepth, at: location))
            return false
        }
        let container = stack.count - 1
        switch tag {
        case .dict, .array, .leaf:
            break
        case .key:
            // A key of a dictionary; anywhere else (a value after a key, an array's item, the root) the
            // string CoreFoundation reads it as.
            if case .dictionary = stack[container].kind, stack[container].pendingKey == nil {
                open(.key, at: location, kept: true)
                return true
            }
        case .plist:
            // CoreFoundation reads a <plist> wherever a value goes as the value it holds.
            diagnostics.append(.nonStandardXML("<plist> inside <\(containerName(stack[container]))>: the device reads the "
                + "value it holds, but other tools refuse it; remove the inner <plist> and </plist>", at: location))
        case .unknown:
            let suggestion = Suggestions.closest(to: name, in: PlistBuilder.valueNames + ["key", "plist"])
            diagnostics.append(.unknownElement(name, suggestion: suggestion, at: location))
            // It stands where a value would: it uses up the key before it (no second report), which is
            // then written with a value that is invalid, as with any other invalid value.
            if case .dictionary = stack[container].kind, let pending = stack[container].pendingKey {
                values.dropKey(pending)
                stack[container].pendingKey = nil
            }
            skipping = 1
            return true
        }
        var kept = true
        switch stack[container].kind {
        case .dictionary where stack[container].pendingKey == nil:
            diagnostics.append(.valueWithoutKey(name, at: location))
            kept = false
        case .plist:
            if stack[container].children > 0 {
                diagnostics.append(.multipleRoots(name, at: location))
                kept = false
            }
            stack[container].children += 1
        default:
            break
        }
        switch tag {
        case .leaf(let leaf):
            open(leaf, at: location, kept: kept)
        case .key:
            open(.string, at: location, kept: kept, keyAsValue: true)
        case .dict:
            let start = values.mark
            _ = values.beginContainer(.dictionary, at: location)
            stack.append(Frame(kind: .dictionary, location: location, kept: kept, start: start))
        case .array:
            let start = values.mark
            _ = values.beginContainer(.array, at: location)
            stack.append(Frame(kind: .array, location: location, kept: kept, start: start))
        case .plist:
            stack.append(Frame(kind: .plist, location: location, kept: kept, start: values.mark))
        case .unknown: break
        }
        return true
    }

    func endElement() {
        if skipping > 0 {
            skipping -= 1
            return
        }
        if let open = openLeaf {
            openLeaf = nil
            if open.leaf == .key {
                receiveKey(open)
            } else {
                deliver(appendLeaf(open), kept: open.kept, from: open.start)
            }
            if openLeafRaw != nil { openLeafRaw = nil }
            closeImplicitPlist()
            return
        }
        let frame = stack.removeLast()
        switch frame.kind {
        case .document:
            stack.append(frame) // never: libxml2 pairs every end tag with a start tag
        case .plist:
            if frame.children == 0 {
                diagnostics.append(.emptyPlist(at: frame.location))
            }
            if stack.count > 1 {
                deliver(frame.value, kept: frame.kept, from: frame.start) // a <plist> inside a value
            } else {
                root = frame.value
            }
        case .array:
            values.endContainer(frame.start.slots, count: frame.count)
            deliver(frame.start.slots, kept: frame.kept, from: frame.start)
        case .dictionary:
            keys.close(frame.start.slots)
            if let pending = frame.pendingKey {
                diagnostics.append(.keyWithoutValue(values.string(pending)!, at: values.location(pending)))
                values.dropKey(pending)
            }
            values.endContainer(frame.start.slots, count: frame.count)
            deliver(frame.start.slots, kept: frame.kept, from: frame.start)
        }
        closeImplicitPlist()
    }

    /// An implicit <plist> (the document element was something else) closes with its value.
    private func closeImplicitPlist() {
        guard implicitPlist, stack.count == 2 else { return }
        root = stack[1].value
        stack.removeLast()
        implicitPlist = false
    }

    /// The innermost element open, when the builder knows where it starts (not inside an element it
    /// skips).
    var openElementLocation: SourceLocation? {
        guard skipping == 0 else { return nil }
        if let openLeaf { return openLeaf.location }
        return stack.count > 1 ? stack[stack.count - 1].location : nil
    }
}
