import XMLStream

/// What parsing one document produced: its value (if the structure allowed one) and every problem.
package struct PlistDocument: Sendable {
    /// The value inside `<plist>`; for a streamed root array, an array with no elements.
    package var root: PlistNode?
    package var diagnostics: [Diagnostic]
    /// False when the document element is not <plist> (reported once, as not-a-plist): the checks of
    /// what the root value is stay silent then, so that the file's root is reported once.
    package var documentElementIsPlist = true
    /// Whether anything was reported at error severity.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
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
    package static func parse(_ file: SourceFile, limits: XMLEventParser.Limits = .init(),
                             concurrentFrom: Int? = XMLEventParser.concurrentFrom, cap: DiagnosticCap = DiagnosticCap(),
                             rootArrayElement: ((PlistBuffer, Int) -> Void)? = nil) -> PlistDocument {
        let builder = PlistBuilder(streaming: rootArrayElement, cap: cap)
        switch file.openStream(limit: limits.maxInputBytes) {
        case .failed(let error):
            builder.diagnostics.append(.limitExceeded("cannot read: \(error.reason)", at: .start))
        case .unreadable(let diagnostic):
            builder.diagnostics.append(diagnostic)
        case .stream(let stream):
            builder.diagnostics = file.openingDiagnostics
            // libxml2 reads the document as CoreFoundation does (CFReadingFilter), and the builder says
            // where the two part ways.
            XMLEventParser.parse(stream, handler: builder, limits: limits, concurrentFrom: concurrentFrom,
                                 filter: CFReadingFilter())
        case .binary(let mapped):
            // The same values, positions as byte offsets; a root array's elements handed over as for XML.
            return BinaryPlistReader.parse(mapped, concurrentFrom: concurrentFrom, rootArrayElement: rootArrayElement)
        }
        return PlistDocument(root: builder.finish(), diagnostics: builder.diagnostics + builder.cap.summaries,
                             documentElementIsPlist: !builder.foreignRoot)
    }

    /// Parses a document held in memory.
    package static func parse(_ bytes: [UInt8], name: String = "<memory>",
                             concurrentFrom: Int? = XMLEventParser.concurrentFrom,
                             cap: DiagnosticCap = DiagnosticCap()) -> PlistDocument {
        parse(SourceFile(bytes: bytes, displayName: name), concurrentFrom: concurrentFrom, cap: cap)
    }
}
