import XMLStream

/// What parsing one document produced: its value (if the structure allowed one) and every problem.
public struct PlistDocument: Sendable {
    /// The value inside `<plist>`; for a streamed root array, an array with no elements.
    public var root: PlistNode?
    public var diagnostics: [Diagnostic]
    /// Whether anything was reported at error severity.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads XML property lists (PropertyList-1.0) into located `PlistNode`s, reporting every grammar
/// problem it can find in one pass instead of stopping at the first.
public enum PlistParser {
    /// The deepest nesting of arrays and dictionaries accepted (settings need four levels).
    public static let maxDepth = 128

    /// Parses a document. With `rootArrayElement`, the elements of a root `<array>` are handed over one
    /// by one as they complete and not kept, so memory stays flat however long the array is.
    public static func parse(_ file: SourceFile, limits: XMLEventParser.Limits = .init(),
                             rootArrayElement: ((PlistNode) -> Void)? = nil) -> PlistDocument {
        let builder = PlistBuilder(streaming: rootArrayElement)
        switch file.openStream(limit: limits.maxInputBytes) {
        case .failed(let error):
            builder.diagnostics.append(.limitExceeded("cannot read: \(error.reason)", at: .start))
        case .unreadable(let diagnostic):
            builder.diagnostics.append(diagnostic)
        case .stream(let stream):
            XMLEventParser.parse(stream, handler: builder, limits: limits)
        }
        return PlistDocument(root: builder.finish(), diagnostics: builder.diagnostics)
    }

    /// Parses a document held in memory.
    public static func parse(_ bytes: [UInt8], name: String = "<memory>") -> PlistDocument {
        parse(SourceFile(bytes: bytes, displayName: name))
    }
}

/// Turns XML events into plist values with a stack of open elements.
private final class PlistBuilder: XMLEventHandler {
    enum Leaf: String {
        case key, string, integer, real, date, data, `true`, `false`
    }

    enum Kind {
        case document
        case plist
        case array
        case dictionary
        case leaf(Leaf)
        /// Inside an element that was reported and whose content is ignored.
        case skipped
    }

    struct Frame {
        var kind: Kind
        var name: String
        var location: SourceLocation
        /// False for a value that has no place in its parent (a second root, a value without a key):
        /// it is still parsed, so that problems inside it are found, and then dropped.
        var kept = true
        var items: [PlistNode] = []
        var entries: [PlistDictionary.Entry] = []
        var pendingKey: (key: String, location: SourceLocation)?
        /// Keys seen so far: a list while short, an index once a linear search would matter.
        var seenKeys: [(key: String, location: SourceLocation)] = []
        var keyIndex: [String: SourceLocation]?
        var text = ""
        var value: PlistNode?
        /// Value elements that started inside a <plist>, valid or not.
        var children = 0
    }

    static let valueNames = ["string", "integer", "real", "date", "data", "true", "false", "array", "dict"]

    let streaming: ((PlistNode) -> Void)?
    var stack = [Frame(kind: .document, name: "", location: .start)]
    var diagnostics: [Diagnostic] = []
    var root: PlistNode?
    var sawDocumentElement = false

    init(streaming: ((PlistNode) -> Void)?) {
        self.streaming = streaming
    }

    func finish() -> PlistNode? {
        // A document cut short leaves open frames; libxml2 has reported that, and the value is incomplete.
        if stack.count > 1 { return nil }
        return root
    }

    // MARK: Events

    func startElement(_ name: String, at location: SourceLocation) -> Bool {
        let parent = stack[stack.count - 1]
        switch parent.kind {
        case .skipped:
            stack.append(Frame(kind: .skipped, name: name, location: location))
            return true
        case .leaf(let leaf):
            diagnostics.append(.unexpectedElement(name, inside: leaf.rawValue, at: location))
            stack.append(Frame(kind: .skipped, name: name, location: location))
            return true
        case .document:
            sawDocumentElement = true
            if name == "plist" {
                stack.append(Frame(kind: .plist, name: name, location: location))
                return true
            }
            // Report it, then read the element as if a <plist> held it, to find what else is wrong.
            diagnostics.append(.notAPlist(found: name, at: location))
            stack.append(Frame(kind: .plist, name: "", location: location))
        case .plist, .array, .dictionary:
            break
        }
        // Depth of the new value: the containers around it, plus itself (document and <plist> frames aside).
        if stack.count - 1 > PlistParser.maxDepth {
            diagnostics.append(.nestingTooDeep(limit: PlistParser.maxDepth, at: location))
            return false
        }
        let container = stack[stack.count - 1]
        let kind: Kind
        switch name {
        case "dict": kind = .dictionary
        case "array": kind = .array
        case "key":
            guard case .dictionary = container.kind else {
                diagnostics.append(.unexpectedElement(name, inside: containerName(container), at: location))
                stack.append(Frame(kind: .skipped, name: name, location: location))
                return true
            }
            stack.append(Frame(kind: .leaf(.key), name: name, location: location))
            return true
        case "plist":
            diagnostics.append(.unexpectedElement(name, inside: containerName(container), at: location))
            stack.append(Frame(kind: .skipped, name: name, location: location))
            return true
        default:
            guard let leaf = Leaf(rawValue: name) else {
                let suggestion = Suggestions.closest(to: name, in: PlistBuilder.valueNames + ["key", "plist"])
                diagnostics.append(.unknownElement(name, suggestion: suggestion, at: location))
                // It stands where a value would: it uses up the key before it (no second report).
                if case .dictionary = container.kind { stack[stack.count - 1].pendingKey = nil }
                stack.append(Frame(kind: .skipped, name: name, location: location))
                return true
            }
            kind = .leaf(leaf)
        }
        var frame = Frame(kind: kind, name: name, location: location)
        switch container.kind {
        case .dictionary where container.pendingKey == nil:
            diagnostics.append(.valueWithoutKey(name, at: location))
            frame.kept = false
        case .plist:
            if container.children > 0 {
                diagnostics.append(.multipleRoots(name, at: location))
                frame.kept = false
            }
            stack[stack.count - 1].children += 1
        default:
            break
        }
        stack.append(frame)
        return true
    }

    func endElement(_ name: String, at location: SourceLocation) {
        let frame = stack.removeLast()
        switch frame.kind {
        case .document:
            stack.append(frame)
        case .skipped:
            break
        case .plist:
            if frame.children == 0 {
                diagnostics.append(.emptyPlist(at: frame.location))
            }
            root = frame.value
        case .leaf(.key):
            receiveKey(frame.text, at: frame.location)
        case .leaf(let leaf):
            let value = self.value(of: leaf, text: frame.text, at: frame.location)
            deliver(value.map { PlistNode($0, at: frame.location) }, kept: frame.kept)
        case .array:
            deliver(PlistNode(.array(frame.items), at: frame.location), kept: frame.kept)
        case .dictionary:
            if let pending = frame.pendingKey {
                diagnostics.append(.keyWithoutValue(pending.key, at: pending.location))
            }
            deliver(PlistNode(.dictionary(PlistDictionary(frame.entries)), at: frame.location), kept: frame.kept)
        }
        // An implicit <plist> (the document element was something else) closes with its value.
        if stack.count == 2, stack[1].name.isEmpty, case .plist = stack[1].kind {
            root = stack[1].value
            stack.removeLast()
        }
    }

    func text(_ text: String, isWhitespace: Bool, at location: SourceLocation) {
        let index = stack.count - 1
        switch stack[index].kind {
        case .leaf(.true), .leaf(.false):
            if !isWhitespace { reportText(text, inside: stack[index].name, at: location) }
        case .leaf:
            stack[index].text += text
        case .plist, .array, .dictionary:
            if !isWhitespace { reportText(text, inside: containerName(stack[index]), at: location) }
        case .document, .skipped:
            break
        }
    }

    func problem(_ problem: XMLProblem) {
        switch problem.kind {
        case .malformed:
            diagnostics.append(.xmlSyntax(problem.message, at: problem.location, isWarning: problem.isWarning))
        case .entityDeclaration, .entityReference:
            diagnostics.append(.xmlEntity(problem.message, at: problem.location))
        case .textTooLong, .inputTooLarge, .readFailed:
            diagnostics.append(.limitExceeded(problem.message, at: problem.location))
        }
    }

    // MARK: Building

    private func containerName(_ frame: Frame) -> String {
        frame.name.isEmpty ? "plist" : frame.name
    }

    private func reportText(_ text: String, inside parent: String, at location: SourceLocation) {
        // Point at the first character that is not white space.
        let leading = text.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let start = location.advanced(over: Substring(text).utf8.prefix(leading.count))
        let shown = Substring(text.utf8.dropFirst(leading.count)).utf8.trimmingXMLWhitespace()
        diagnostics.append(.unexpectedText(String(Substring(shown)), inside: parent, at: start))
    }

    private func receiveKey(_ key: String, at location: SourceLocation) {
        let index = stack.count - 1
        if let pending = stack[index].pendingKey {
            diagnostics.append(.keyWithoutValue(pending.key, at: pending.location))
        }
        stack[index].pendingKey = (key, location)
        if let first = firstDefinition(of: key, in: &stack[index]) {
            diagnostics.append(.duplicateKey(key, at: location, first: first))
        } else if stack[index].keyIndex == nil {
            stack[index].seenKeys.append((key, location))
        }
    }

    /// Where `key` was first defined in this dictionary, if it was; records it otherwise.
    private func firstDefinition(of key: String, in frame: inout Frame) -> SourceLocation? {
        if frame.keyIndex == nil && frame.seenKeys.count >= 16 {
            var index: [String: SourceLocation] = [:]
            for seen in frame.seenKeys where index[seen.key] == nil { index[seen.key] = seen.location }
            frame.keyIndex = index
        }
        if frame.keyIndex != nil {
            if let first = frame.keyIndex![key] { return first }
            frame.keyIndex![key] = frame.pendingKey?.location
            return nil
        }
        if let first = frame.seenKeys.first(where: { $0.key == key }) { return first.location }
        return nil
    }

    /// Gives a finished value to the open container; nil (an invalid value) still uses up its key.
    private func deliver(_ node: PlistNode?, kept: Bool) {
        let index = stack.count - 1
        switch stack[index].kind {
        case .dictionary:
            guard let pending = stack[index].pendingKey else { return }
            stack[index].pendingKey = nil
            if let node, kept {
                stack[index].entries.append(PlistDictionary.Entry(key: pending.key, keyLocation: pending.location,
                                                                  value: node))
            }
        case .array:
            guard let node, kept else { return }
            if index == 2, let streaming, case .plist = stack[1].kind {
                streaming(node)
            } else {
                stack[index].items.append(node)
            }
        case .plist:
            guard let node, kept else { return }
            stack[index].value = node
        default:
            break
        }
    }

    private func value(of leaf: Leaf, text: String, at location: SourceLocation) -> PlistValue? {
        switch leaf {
        case .string, .key:
            return .string(text)
        case .true:
            return .bool(true)
        case .false:
            return .bool(false)
        case .integer:
            switch PlistInteger.parse(text[...]) {
            case .success(let value): return .integer(value)
            case .failure(let error):
                diagnostics.append(.invalidInteger(text, outOfRange: error == .outOfRange, at: location))
            }
        case .real:
            switch PlistReal.parse(text[...]) {
            case .success(let value): return .real(value)
            case .failure(let error):
                diagnostics.append(.invalidReal(text, outOfRange: error == .outOfRange, at: location))
            }
        case .date:
            switch PlistDate.parse(text[...]) {
            case .success(let value): return .date(value)
            case .failure(.malformed):
                diagnostics.append(.invalidDate(text, reason: nil, at: location))
            case .failure(.impossible(let reason)):
                diagnostics.append(.invalidDate(text, reason: reason, at: location))
            }
        case .data:
            switch Base64.decode(text[...]) {
            case .success(let bytes): return .data(bytes)
            case .failure(.invalidCharacter(let character, _)):
                diagnostics.append(.invalidData(
                    "\(Diagnostic.quoted(String(character))) is not a base64 character", at: location))
            case .failure(.badLength):
                diagnostics.append(.invalidData("the characters do not make whole bytes (or '=' is misplaced)",
                                                at: location))
            }
        }
        return nil
    }
}
