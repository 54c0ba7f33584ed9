internal import CLibXML2
import Platform

/// A libxml2 parser context kept from one parse to the next, with the buffers of a parse.
///
/// Creating and freeing a context (its dictionary of names, its stacks, its copy of the SAX handler)
/// cost ~6 K instructions per file when `validate` checks many small files; a kept one is reset
/// instead. Idle contexts wait in a small process-wide pool, so each thread that parses takes one and
/// gives it back: one context per thread, reused across that thread's files, and across the threads of
/// successive runs.
///
/// Nothing of one document reaches the next. A kept context is reset (`xmlCtxtReset`, plus the
/// namespace stack, which older libxml2 leaves as it was) and its last libxml2 error is
/// cleared. Only a context whose parse ended well-formed, unstopped and with a small
/// dictionary goes back to the pool; any other is freed: what a malformed document leaves behind is
/// never looked at again, and the names interned by one document (libxml2 caps a dictionary at 10 MB)
/// cannot crowd out the next's.
final class ParserContext: @unchecked Sendable {
    let context: xmlParserCtxtPtr
    /// The chunk a parse reads into (see `ParseSession.read`), kept with its capacity.
    var chunk: [UInt8] = []
    /// The buffer a small document's later reads are read into (`ParseSession.readPlainly`), kept likewise.
    var spare: [UInt8] = []
    /// The event batch of a parse delivered where it parses (see `ParseSession`), kept with its capacity.
    var batch = EventBatch()

    /// Most contexts kept idle (one per thread parsing at the same time is all that is ever reused).
    private static let maxIdle = 16
    /// A dictionary that has grown past this many bytes is not kept (a plist's names take ~100).
    private static let maxDictionaryBytes = 64 << 10
    /// Idle contexts, guarded by `lock`.
    nonisolated(unsafe) private static var idle: [ParserContext] = []
    private static let lock = PosixMutex()

    /// `body` on the idle contexts, under the lock; nothing is kept if there is no lock.
    private static func withIdle<Result>(_ body: (inout [ParserContext]) -> Result?) -> Result? {
        guard let lock else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return body(&idle)
    }

    private init(_ context: xmlParserCtxtPtr) {
        self.context = context
    }

    deinit {
        // In SAX mode libxml2 still builds a "SAX compatibility" document to hold entity declarations
        // (even refused ones), and xmlFreeParserCtxt leaves it to the caller (found by the fuzzer's
        // LeakSanitizer: ~25 KB per file that declares an entity). xmlCtxtReset frees it too.
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
        xmlFreeParserCtxt(context)
    }

    /// A context ready for a new document read through `read` from `session` (the user data of every
    /// SAX callback), or nil when memory ran out.
    static func acquire(for session: UnsafeMutableRawPointer, read: xmlInputReadCallback) -> ParserContext? {
        guard let parser = withIdle({ $0.popLast() }) ?? make() else { return nil }
        let context = parser.context
        // The names kept from earlier documents do not count against this one's share of the dictionary.
        if let dictionary = context.pointee.dict {
            xmlDictSetLimit(dictionary, Int(XML_MAX_DICTIONARY_LIMIT) + xmlDictGetUsage(dictionary))
        }
        context.pointee.userData = session
        // What xmlCreateIOParserCtxt does with the input, on a context that already exists.
        guard let buffer = xmlParserInputBufferCreateIO(read, nil, session, XML_CHAR_ENCODING_UTF8) else { return nil }
        guard let input = xmlNewIOInputStream(context, buffer, XML_CHAR_ENCODING_UTF8) else {
            xmlFreeParserInputBuffer(buffer)
            return nil
        }
        guard inputPush(context, input) >= 0 else { return nil }
        return parser
    }

    /// Hands the context back after a parse: reset and kept for the next one if `clean` (well-formed,
    /// not stopped) and its dictionary is small, freed otherwise.
    func release(clean: Bool) {
        context.pointee.userData = nil
        // The context's own copy of its last error (libxml2 also keeps the thread's, which the next
        // error on this thread replaces).
        xmlCtxtResetLastError(context)
        guard clean, let dictionary = context.pointee.dict, xmlDictGetUsage(dictionary) <= Self.maxDictionaryBytes else {
            return
        }
        xmlCtxtReset(context)
        // Reset by xmlCtxtReset only from libxml2 2.10 on (commit 5930fe01; Debian's 2.9.14 has it
        // backported): a document stopped inside an element that declared a prefix would otherwise
        // leave the binding to the next one.
        context.pointee.nsNr = 0
        // Set once a document's input is all read (`ParseSession.sealInput`); xmlCtxtReset leaves it.
        context.pointee.progressive = 0
        _ = Self.withIdle { contexts in
            if contexts.count < Self.maxIdle { contexts.append(self) }
            return ()
        }
    }

    /// A new context with settingsc's SAX handler and options (the same for every parse).
    private static func make() -> ParserContext? {
        guard let context = xmlNewParserCtxt() else { return nil }
        let parser = ParserContext(context)
        guard let sax = context.pointee.sax else { return nil }
        sax.pointee = ParseSession.saxHandler()
        // Not XML_PARSE_NOCDATA: it clears the handler's `cdataBlock`, which hands a CDATA section to the
        // input check before delivering it as text.
        let options = XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_NOWARNING.rawValue
        xmlCtxtUseOptions(context, Int32(options))
        return parser
    }
}
