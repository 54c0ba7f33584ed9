/// Delivers recorded events (`EventBatch`) to the handler: works out their locations and names on the
/// way, and stops delivering once the handler asks to stop.
///
/// It is the only thing that touches the handler and the source cursor while a parse runs. The parsing
/// thread may use them itself only when every batch sent has been delivered (`ParseSession.drain`).
final class EventReplayer {
    let handler: XMLEventHandler
    // Touched on every event by one thread at a time (see above): the runtime exclusivity check is skipped.
    @exclusivity(unchecked) var cursor = SourceCursor()
    /// Set once the handler returned false from `startElement`: nothing after that is delivered.
    @exclusivity(unchecked) private(set) var stopped = false
    /// libxml2 interns element names for the whole parse, so a name is converted to a String once:
    /// (address of libxml2's local name, address of its prefix) → name.
    @exclusivity(unchecked) private var names: [(local: UInt, prefix: UInt, name: XMLName)] = []

    init(handler: XMLEventHandler) {
        self.handler = handler
    }

    /// Delivers every event of `batch` in order.
    func replay(_ batch: EventBatch) {
        for event in batch.events {
            guard !stopped else { return }
            switch event {
            case .input(let range):
                batch.input.withUnsafeBytes { input(UnsafeRawBufferPointer(rebasing: $0[range])) }
            case .start(let local, let prefix, let end):
                start(local: local, prefix: prefix, end: end)
            case .end:
                end()
            case .text(let range, let start, let isWhitespace):
                text(batch.text[range], start: start, isWhitespace: isWhitespace)
            }
        }
    }

    /// Bytes handed to libxml2, in order: where line breaks are, for the locations of what follows.
    func input(_ bytes: UnsafeRawBufferPointer) {
        cursor.append(bytes)
    }

    /// A start tag that ends at input offset `end`; `local` and `prefix` are libxml2's interned names.
    func start(local: UInt, prefix: UInt, end: Int) {
        // The tag holds no other "<" (attribute values cannot), so the last one before its end is where
        // it starts.
        let location = cursor.location(at: cursor.offset(ofLast: UInt8(ascii: "<"), before: end))
        if !handler.startElement(name(local, prefix), at: location) { stopped = true }
    }

    func end() {
        handler.endElement()
    }

    /// A run of character data that starts at input offset `start`.
    func text(_ bytes: ArraySlice<UInt8>, start: Int, isWhitespace: Bool) {
        // Layout white space between elements (most text runs) is not delivered.
        if !isWhitespace || handler.wantsWhitespace {
            handler.text(bytes, isWhitespace: isWhitespace) { cursor.location(at: start) }
        }
    }

    private func name(_ local: UInt, _ prefix: UInt) -> XMLName {
        for entry in names where entry.local == local && entry.prefix == prefix { return entry.name }
        var string = UnsafePointer<UInt8>(bitPattern: local).map { String(cString: $0) } ?? ""
        if let prefix = UnsafePointer<UInt8>(bitPattern: prefix) { string = String(cString: prefix) + ":" + string }
        // A document with thousands of distinct names (never a plist) just stops being cached.
        let name = XMLName(string: string, id: names.count)
        if names.count < 64 { names.append((local, prefix, name)) }
        return name
    }
}
