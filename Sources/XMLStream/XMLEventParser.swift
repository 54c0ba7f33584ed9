internal import CLibXML2

/// A streaming XML parser over libxml2's SAX2 interface that never touches the network or the disk.
///
/// libxml2 runs with `XML_PARSE_NONET`, never loads a DTD or external entity (the global loader refuses
/// everything), and stops at the first entity declaration or non-predefined entity reference, so no
/// entity is ever expanded. The input must be UTF-8 (callers transcode first: see `XMLTranscoder`);
/// any encoding declaration inside it is ignored.
public enum XMLEventParser {
    /// Caps that keep hostile input cheap to reject.
    public struct Limits: Sendable {
        /// Longest document accepted, in bytes.
        public var maxInputBytes: Int
        /// Longest run of character data (libxml2's own SAX2 tree builder caps it at 10 MB too).
        public var maxTextBytes: Int

        public init(maxInputBytes: Int = 256 << 20, maxTextBytes: Int = 10_000_000) {
            self.maxInputBytes = maxInputBytes
            self.maxTextBytes = maxTextBytes
        }
    }

    /// Parses the whole input, reporting to `handler`. Returns false if parsing stopped early.
    @discardableResult
    public static func parse(_ input: XMLInputStream, handler: XMLEventHandler, limits: Limits = Limits()) -> Bool {
        XMLLibrary.initialize()
        let session = ParseSession(input: input, handler: handler, limits: limits)
        return session.run()
    }
}

/// One parse: everything the C callbacks need, around a libxml2 context borrowed for the parse.
final class ParseSession {
    // Touched on every event: exclusivity is enforced by construction (one parse, one thread, no
    // re-entrant access), so the per-access runtime check — a fifth of the instructions — is skipped.
    let input: XMLInputStream
    let handler: XMLEventHandler
    let limits: XMLEventParser.Limits
    @exclusivity(unchecked) var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) var cursor = SourceCursor()
    @exclusivity(unchecked) var bytesRead = 0
    /// The chunk being read, reused for the whole parse (and kept by the `ParserContext` for the next);
    /// the stream never sees libxml2's own buffer.
    @exclusivity(unchecked) var chunk: [UInt8] = []
    /// Character data since the last tag (the first `textLength` bytes), and where it began.
    @exclusivity(unchecked) var text: [UInt8] = []
    @exclusivity(unchecked) var textLength = 0
    @exclusivity(unchecked) var textIsWhitespace = true
    @exclusivity(unchecked) var textStart = 0
    /// Where the last tag ended (an offset in the input): where text after it begins.
    @exclusivity(unchecked) var tagEnd = 0
    /// Set when we stopped libxml2 ourselves; errors it raises while unwinding are noise.
    @exclusivity(unchecked) var stopped = false
    /// Where the last libxml2 error was reported, and whether an error has put libxml2's idea of the
    /// open elements in doubt: later errors at the same place, or about tags after that, are echoes.
    var lastErrorLocation: SourceLocation?
    var structureBroken = false
    /// Whether libxml2 raised any error or warning: its context is then not kept for another parse.
    var libxmlRaised = false
    /// libxml2 interns element names for the whole parse, so a name is converted to a String once:
    /// (address of libxml2's local name, address of its prefix) → name.
    @exclusivity(unchecked) var names: [(local: UInt, prefix: UInt, name: XMLName)] = []

    init(input: XMLInputStream, handler: XMLEventHandler, limits: XMLEventParser.Limits) {
        self.input = input
        self.handler = handler
        self.limits = limits
    }

    func run() -> Bool {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Errors raised outside a parser context (rare) go to the thread's structured handler.
        xmlSetStructuredErrorFunc(me) { ctx, error in
            guard let ctx, let error else { return }
            ParseSession.with(ctx) { $0.libxmlError(error.pointee) }
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        guard let parser = ParserContext.acquire(for: me, read: { ctx, buffer, length in
            guard let ctx, let buffer else { return -1 }
            return ParseSession.with(ctx) { $0.read(into: buffer, length: Int(length)) }
        }) else {
            handler.problem(XMLProblem(kind: .readFailed, message: "cannot create an XML parser (out of memory)",
                                       location: .start))
            return false
        }
        context = parser.context
        // The buffers of the context's last parse, with their capacity.
        swap(&chunk, &parser.chunk)
        swap(&text, &parser.text)
        let status = xmlParseDocument(parser.context)
        let clean = status == 0 && !stopped && parser.context.pointee.wellFormed != 0
        swap(&chunk, &parser.chunk)
        swap(&text, &parser.text)
        context = nil
        parser.release(clean: clean && !libxmlRaised)
        return clean
    }

    /// The SAX handler of every parse (`ParserContext` copies it into each context it makes). Every
    /// callback not set here stays nil: libxml2's default SAX2 callbacks expect the parser context as
    /// their argument, and ours get the session; they would build a tree besides.
    static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { ctx, localname, prefix, _, _, _, _, _, _ in
            ParseSession.with(ctx) { $0.startElement(localname, prefix) }
        }
        sax.endElementNs = { ctx, _, _, _ in
            ParseSession.with(ctx) { $0.endElement() }
        }
        sax.characters = { ctx, chars, length in
            ParseSession.with(ctx) { $0.characters(chars, length) }
        }
        sax.ignorableWhitespace = sax.characters
        sax.cdataBlock = sax.characters
        sax.resolveEntity = { _, _, _ in nil }
        sax.entityDecl = { ctx, name, _, _, _, _ in
            ParseSession.with(ctx) { $0.refuseEntity(.entityDeclaration(name: ParseSession.string(name))) }
        }
        sax.unparsedEntityDecl = { ctx, name, _, _, _ in
            ParseSession.with(ctx) { $0.refuseEntity(.entityDeclaration(name: ParseSession.string(name))) }
        }
        sax.getEntity = { ctx, name in
            ParseSession.with(ctx) { $0.refuseEntity(.entityReference(name: ParseSession.string(name))) }
            return nil
        }
        sax.getParameterEntity = { ctx, name in
            ParseSession.with(ctx) { $0.refuseEntity(.entityReference(name: "%" + ParseSession.string(name))) }
            return nil
        }
        sax.reference = { ctx, name in
            ParseSession.with(ctx) { $0.refuseEntity(.entityReference(name: ParseSession.string(name))) }
        }
        sax.serror = { ctx, error in
            guard let ctx, let error else { return }
            ParseSession.with(ctx) { $0.libxmlError(error.pointee) }
        }
        return sax
    }

    /// Calls `body` on the session a C callback was given, without retaining and releasing it around
    /// the call (`run` holds it for the whole parse; on every event that pair showed in profiles).
    @inline(__always)
    static func with<Result>(_ ctx: UnsafeMutableRawPointer?, _ body: (ParseSession) -> Result) -> Result {
        Unmanaged<ParseSession>.fromOpaque(ctx!)._withUnsafeGuaranteedRef(body)
    }

    static func string(_ chars: UnsafePointer<xmlChar>?) -> String {
        guard let chars else { return "" }
        return String(cString: chars)
    }

    // MARK: Input

    func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        guard !stopped else { return 0 }
        let wanted = max(0, min(length, 1 << 16))
        if chunk.count != wanted {
            // Not zero-filled: `read` writes the bytes before anything reads them, and only those
            // (zero-filling 4 KB per file showed on 2,000 small files).
            chunk = [UInt8](unsafeUninitializedCapacity: wanted) { _, initialized in initialized = wanted }
        }
        guard let count = input.read(into: &chunk) else {
            refuse(.readFailed, message: "read failed: \(input.failureMessage)")
            return -1
        }
        bytesRead += count
        if bytesRead > limits.maxInputBytes {
            refuse(.inputTooLarge(limit: limits.maxInputBytes),
                   message: "input is larger than \(limits.maxInputBytes >> 20) MiB; refusing to read further")
            return -1
        }
        chunk.withUnsafeBytes { raw in
            UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: count)
            cursor.append(UnsafeRawBufferPointer(rebasing: raw[..<count]))
        }
        return Int32(count)
    }

    /// Where libxml2 is now: the offset in the UTF-8 input of the byte it stands on. This is what
    /// `xmlByteConsumed` computes when there is no encoder (there never is: the input is UTF-8),
    /// without a call per event.
    var parserOffset: Int {
        guard let input = context?.pointee.input?.pointee, let cur = input.cur, let base = input.base else { return 0 }
        return Int(input.consumed) + (cur - base)
    }

    /// Where the construct libxml2 just read starts: the last `byte` (`<`, `&`) before `end` (by
    /// default, where libxml2 stands).
    func start(of byte: UInt8, before end: Int? = nil) -> SourceLocation {
        cursor.location(at: cursor.offset(ofLast: byte, before: end ?? parserOffset))
    }

    // MARK: Events

    private func name(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) -> XMLName {
        let local = UInt(bitPattern: localname)
        let prefixAddress = UInt(bitPattern: prefix)
        for entry in names where entry.local == local && entry.prefix == prefixAddress { return entry.name }
        var string = ParseSession.string(localname)
        if let prefix { string = ParseSession.string(prefix) + ":" + string }
        // Names are interned by libxml2's dictionary; a document with thousands of distinct names
        // (never a plist) just stops being cached.
        let name = XMLName(string: string, id: names.count)
        if names.count < 64 { names.append((local, prefixAddress, name)) }
        return name
    }

    func startElement(_ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?) {
        flushText()
        // libxml2 stands on the tag's closing ">" (or "/>"). The tag holds no other "<" (attribute
        // values cannot), so the last one before it is where the tag starts.
        var end = parserOffset
        if let cur = context?.pointee.input?.pointee.cur {
            end += cur[0] == UInt8(ascii: ">") ? 1 : (cur[0] == UInt8(ascii: "/") && cur[1] == UInt8(ascii: ">") ? 2 : 0)
        }
        tagEnd = end
        if !handler.startElement(name(localname, prefix), at: start(of: UInt8(ascii: "<"), before: end)) {
            stop()
        }
    }

    func endElement() {
        flushText()
        tagEnd = parserOffset
        handler.endElement()
    }

    func characters(_ chars: UnsafePointer<xmlChar>?, _ length: Int32) {
        guard let chars, length > 0, !stopped else { return }
        // Text begins where the last tag ended; its line:column is worked out only if it is delivered.
        if textLength == 0 {
            textStart = tagEnd
            textIsWhitespace = true
        }
        let run = UnsafeBufferPointer(start: chars, count: Int(length))
        if textIsWhitespace {
            for byte in run where !(byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D) {
                textIsWhitespace = false
                break
            }
        }
        if textLength + run.count > limits.maxTextBytes {
            refuse(.textTooLong(limit: limits.maxTextBytes),
                   message: "text longer than \(limits.maxTextBytes) bytes", at: cursor.location(at: textStart))
            return
        }
        if textLength + run.count > text.count {
            text.append(contentsOf: repeatElement(0, count: max(text.count, textLength + run.count - text.count)))
        }
        let offset = textLength
        text.withUnsafeMutableBufferPointer { buffer in
            UnsafeMutableRawPointer(buffer.baseAddress! + offset).copyMemory(from: run.baseAddress!, byteCount: run.count)
        }
        textLength += run.count
    }

    private func flushText() {
        guard textLength > 0 else { return }
        // Layout white space between elements (most text runs) is not delivered.
        if !textIsWhitespace || handler.wantsWhitespace {
            handler.text(text[..<textLength], isWhitespace: textIsWhitespace) { cursor.location(at: textStart) }
        }
        textLength = 0
    }
}
