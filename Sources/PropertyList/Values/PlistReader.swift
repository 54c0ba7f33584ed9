import Diagnostics
import Platform
import XMLStream

/// What parsing one document produced: its value (if the structure allowed one) and every problem.
package struct PlistDocument: Sendable {
    /// The document's values, flat, as the reader made them: decoders read them here, without a tree.
    package var values: PlistBuffer
    /// The slot in `values` of the value inside `<plist>`; nil when the structure allowed none.
    package var rootIndex: Int?
    package var diagnostics: [Diagnostic]
    /// False when the document element is not <plist> (reported once, as not-a-plist): the checks of
    /// what the root value is stay silent then, so that the file's root is reported once.
    package var documentElementIsPlist = true
    /// How many times the document was read: 2 when a reading by libxml2 alone was not enough and it was
    /// read again through the CoreFoundation filter (`PlistReader.readXML`).
    package var readings = 1
    /// The file gave other bytes when read again: the only diagnostic says so, and whatever was made of
    /// root array elements already handed over is to be dropped.
    package var changedWhileRead = false
    /// Whether anything was reported at error severity.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    package init(values: PlistBuffer = PlistBuffer(), rootIndex: Int? = nil, diagnostics: [Diagnostic],
                 documentElementIsPlist: Bool = true) {
        self.values = values
        self.rootIndex = rootIndex
        self.diagnostics = diagnostics
        self.documentElementIsPlist = documentElementIsPlist
    }

    /// The value inside `<plist>` as a tree, made on each call (for a streamed root array, an array with
    /// no elements): for values kept beyond reading them, and for tests.
    package var root: PlistNode? { rootIndex.map { values.node($0) } }

    /// What kind of value the document holds; nil when none.
    package var rootKind: PlistBuffer.Kind? { rootIndex.map { values.kind($0) } }
}

/// Reads XML property lists (PropertyList-1.0) into located `PlistNode`s, reporting every grammar
/// problem it can find in one pass instead of stopping at the first.
package enum PlistReader {
    /// The deepest nesting of arrays and dictionaries accepted (settings need four levels).
    package static let maxDepth = 128

    /// Parses a document. With `rootArrayElement`, the elements of a root `<array>` are handed over one
    /// by one as they complete, as flat values (the buffer and the element's index in it, valid during the
    /// call), and not kept, so memory stays flat however long the array is.
    ///
    /// A document of `concurrentFrom` bytes or more is read on a thread of its own (libxml2's parse, or
    /// the binary decoder); `rootArrayElement` is still called on the caller's thread, in order. What
    /// repeats without bound (a key written again and again) is kept up to `cap`, then counted.
    ///
    /// `filterOnly` reads every XML document through the filter at once, as if no first reading could do
    /// (for comparing the two ways of reading).
    package static func parse(_ file: SourceFile, limits: XMLEventParser.Limits = .init(),
                             concurrentFrom: Int? = XMLEventParser.concurrentFrom, cap: DiagnosticCap = DiagnosticCap(),
                             rootArrayElement: ((PlistBuffer, Int) -> Void)? = nil, filterOnly: Bool = false) -> PlistDocument {
        let builder = PlistBuilder(streaming: rootArrayElement, cap: cap)
        switch file.openStream(limit: limits.maxInputBytes) {
        case .failed(let error):
            builder.diagnostics.append(.limitExceeded("cannot read: \(error.reason)", at: .start))
        case .unreadable(let diagnostic):
            builder.diagnostics.append(diagnostic)
        case .stream(let stream):
            return readXML(stream, of: file, limits: limits, concurrentFrom: concurrentFrom, cap: cap,
                           rootArrayElement: rootArrayElement, filterOnly: filterOnly)
        case .binary(let mapped):
            // The same values, positions as byte offsets; a root array's elements handed over as for XML.
            return BinaryPlistReader.parse(mapped, concurrentFrom: concurrentFrom, rootArrayElement: rootArrayElement)
        }
        return document(builder)
    }

    /// Reads an XML document as CoreFoundation does. Clean input — nothing in it that CoreFoundation reads
    /// otherwise than XML (`CFCleanInputCheck`), and nothing libxml2 reports — is parsed once, by libxml2
    /// alone. Anything else is read again from the start, with a fresh builder, through `CFReadingFilter`,
    /// so that every finding is exactly what a reading through the filter alone makes of it.
    ///
    /// Root array elements the first reading handed over are not handed over again: they were whole
    /// before the first thing the check refused (it sees each block before the events read from it, and
    /// each tag or comment before its event is delivered), in bytes the filter leaves as they are, so the second
    /// reading makes the very same ones first.
    private static func readXML(_ stream: ChunkStream, of file: SourceFile, limits: XMLEventParser.Limits,
                                concurrentFrom: Int?, cap: DiagnosticCap, rootArrayElement: ((PlistBuffer, Int) -> Void)?,
                                filterOnly: Bool) -> PlistDocument {
        var readings = 1
        var delivered = 0
        if !filterOnly {
            stream.prepareRewind()
            let check = CFCleanInputCheck()
            let builder = PlistBuilder(streaming: rootArrayElement.map { consumer in
                { values, index in
                    delivered += 1
                    consumer(values, index)
                }
            }, cap: cap)
            builder.diagnostics = file.openingDiagnostics
            // A streamed root array's buffer holds one element at a time: it is not sized for the whole.
            if rootArrayElement == nil, let size = stream.sizeHint { builder.values.reserveCapacity(forXMLBytes: size) }
            let clean = XMLEventParser.parse(stream, handler: builder, limits: limits, concurrentFrom: concurrentFrom,
                                             check: check)
            if clean && check.acceptedAll && !builder.xmlProblemSeen { return document(builder) }
            guard stream.rewind() else { return changed(file) }
            readings = 2
        }
        let builder = PlistBuilder(streaming: rootArrayElement.map { consumer in
            { values, index in
                if delivered > 0 { delivered -= 1 } else { consumer(values, index) }
            }
        }, cap: cap)
        builder.diagnostics = file.openingDiagnostics
        // libxml2 reads the document as CoreFoundation does (CFReadingFilter), and the builder says
        // where the two part ways.
        XMLEventParser.parse(stream, handler: builder, limits: limits, concurrentFrom: concurrentFrom,
                             filter: CFReadingFilter())
        if stream.changed { return changed(file) }
        var document = document(builder)
        document.readings = readings
        return document
    }

    private static func document(_ builder: PlistBuilder) -> PlistDocument {
        PlistDocument(values: builder.values, rootIndex: builder.finish(),
                      diagnostics: builder.diagnostics + builder.cap.summaries, documentElementIsPlist: !builder.foreignRoot)
    }

    /// A file that did not give the same bytes when read again: nothing in it is reported but that (a
    /// consumer of root array elements drops what it made of them: `changedWhileRead`).
    private static func changed(_ file: SourceFile) -> PlistDocument {
        var document = PlistDocument(diagnostics: [.unreadable(System.FileError(path: file.displayName,
                                                                                         reason: StreamRereading.changedMessage, code: 0))])
        document.changedWhileRead = true
        return document
    }

    /// Parses a document held in memory.
    package static func parse(_ bytes: [UInt8], name: String = "<memory>",
                             concurrentFrom: Int? = XMLEventParser.concurrentFrom,
                             cap: DiagnosticCap = DiagnosticCap(), filterOnly: Bool = false) -> PlistDocument {
        parse(SourceFile(bytes: bytes, displayName: name), concurrentFrom: concurrentFrom, cap: cap, filterOnly: filterOnly)
    }
}
