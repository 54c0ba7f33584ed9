internal import CLibXML2
import Platform

/// Process-wide libxml2 set-up: done once, before any parse, from whichever thread parses first.
///
/// Nothing set here changes after it: every parse reports its errors through its own context
/// (`ParseSession`'s SAX handler), never through libxml2's process-wide handlers, so parses on several
/// threads share no libxml2 error state of settingsc's making.
enum XMLLibrary {
    /// `xmlInitParser` is not safe to race, so the first caller runs it under Swift's `lazy` global
    /// initialisation (which is thread-safe); the entity loader is replaced by one that loads nothing.
    private static let initialized: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        // The few errors libxml2 raises without a parser context (a conversion failure, an I/O error
        // after our read callback refused more input) would be printed to stderr by its default
        // handler. Whoever raised them reports them in its own words, so they go to a handler that
        // drops them, set once here and never changed: on this thread (libxml2's "main" thread) and,
        // through the thread defaults, on every other. An error raised with a parser context goes to
        // that parse's own SAX `serror` callback, which libxml2 prefers to these.
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        xmlThrDefSetStructuredErrorFunc(nil) { _, _ in }
        return true
    }()

    static func initialize() {
        _ = initialized
    }

    /// Whether libxml2 runs in its threaded mode, where each thread has its own last error and error
    /// handlers. A statically linked libxml2 decides at start-up from whether the `pthread_*` functions
    /// it references weakly were linked in (scripts/release-flags.sh makes sure they are); in the other,
    /// non-threaded mode that state is process-wide, and two threads that parse broken documents at
    /// once corrupt the heap. `parsingLock` then makes them take turns.
    static let isThreaded: Bool = {
        initialize()
        return xmlGetThreadId() != 0
    }()

    /// Held around each parse when libxml2 is not threaded; nil (no lock) when it is.
    static let parsingLock: PosixMutex? = isThreaded ? nil : PosixMutex()
}

extension XMLEventParser {
    /// The version of the libxml2 in use, e.g. "2.9.14".
    package static var libraryVersion: String {
        XMLLibrary.initialize()
        guard let raw = __xmlParserVersion()?.pointee, let number = Int(String(cString: raw)) else { return "unknown" }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }

    /// Whether the libxml2 in use keeps its error state per thread (see `XMLLibrary.isThreaded`).
    package static var libraryIsThreaded: Bool {
        XMLLibrary.isThreaded
    }
}
