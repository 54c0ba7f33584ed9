import Diagnostics
import JSON
import PropertyList
import SettingsCompiler

/// libFuzzer entry point (`make fuzz`). The property: any input settingsc accepts decodes, renders in
/// all three formats, and reads back equal after its values are written with PlistWriter and with
/// BinaryPlistWriter; any input reads the same on one thread and on two. Binary input (`bplist00`) goes
/// through the binary reader. The same bytes also go through the `.strings` reader (a bundle page's
/// translations), the String Catalog reader, compiler and writer, and the JSON reader (configuration,
/// String Catalogs, the language server): every reader sees every input, so one corpus and one run
/// cover them all. Any input at all must not crash, hang or leak (AddressSanitizer watches).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzJSON(bytes)
    let document = PlistReader.parse(bytes, name: "fuzz.plist")
    // Read on a thread of its own, as a document of a megabyte or more is (libxml2 records events there,
    // and the input check and the handler see them on this thread), the same comes out, read as many times.
    let threaded = PlistReader.parse(bytes, name: "fuzz.plist", concurrentFrom: 0)
    guard threaded.diagnostics == document.diagnostics, threaded.root?.value == document.root?.value,
          threaded.readings == document.readings else {
        fatalError("read on a second thread, the document differs")
    }
    if !document.hasErrors, let root = document.root {
        // A value that parsed is a value the writers can write, and writing it loses nothing. A binary
        // plist may hold characters XML cannot carry (U+0000…), and so may an XML one the device reads
        // with a raw control character (a non-standard-xml warning): both writers refuse those, by design.
        let carriesControls = BinaryPlistReader.isBinary(bytes) || document.diagnostics.contains { $0.rule == .nonStandardXML }
        do throws(PlistWriter.Failure) {
            let text = try PlistWriter.document(root.value)
            let again = PlistReader.parse(Array(text.utf8), name: "rewritten.plist")
            guard !again.hasErrors, again.root?.value == root.value else {
                fatalError("round trip changed the value:\n\(text)")
            }
            // The same through the binary writer and reader (a binary store is written back binary).
            let binary = try BinaryPlistWriter.data(root.value)
            let reread = BinaryPlistReader.parse(binary)
            guard !reread.hasErrors, reread.root?.value == root.value else { fatalError("binary round trip changed the value") }
        } catch {
            if !carriesControls { fatalError("writer refused a value parsed from XML: \(error)") }
        }
    }
    let strings = StringsParser.parse(bytes, name: "fuzz.strings")
    for diagnostic in strings.diagnostics where !isInside(diagnostic, size: size) {
        fatalError("strings diagnostic outside the input: \(diagnostic)")
    }
    if !strings.hasErrors {
        for entry in strings.table.entries where strings.table[entry.key] == nil {
            fatalError("an entry that cannot be looked up: \(entry.key)")
        }
    }
    fuzzCatalog(bytes, size: size)
    let (screen, report) = DefinitionCompiler.compileScreen(SourceFile(bytes: bytes, displayName: "fuzz.plist"))
    // Every diagnostic is placed inside the input and every reporter can print it.
    for diagnostic in report.diagnostics where !isInside(diagnostic, size: size) {
        fatalError("diagnostic outside the input: \(diagnostic)")
    }
    _ = TextReporter().report([report])
    _ = SARIFReporter().report([report])
    if !report.hasErrors {
        let states = SwitchStates()
        for width in [16, 37, 80] {
            let text = TextRenderer(width: width).render(screen, states: states)
            for line in text.split(separator: "\n") where line.hasPrefix("│") || line.hasPrefix("╭") {
                guard DisplayWidth.of(line) == width else { fatalError("box line is not \(width) wide: \(line)") }
            }
        }
        let html = HTMLRenderer().render(screen, states: states)
        guard !html.contains("<script") else { fatalError("markup from content in HTML") }
        _ = JSONRenderer().render(screen, states: states)
    }
    return 0
}

/// The same bytes as a String Catalog: every diagnostic inside the input; a usable catalog compiles; what
/// the writer makes of any JSON reads back as a catalog without new problems and writes the same bytes again.
private func fuzzCatalog(_ bytes: [UInt8], size: Int) {
    let document = CatalogDocument.parse(bytes, name: "fuzz.xcstrings")
    for diagnostic in document.diagnostics where !isInside(diagnostic, size: size) {
        fatalError("catalog diagnostic outside the input: \(diagnostic)")
    }
    if let catalog = document.catalog {
        _ = CatalogCompiler(catalog, devices: ["iphone", "ipad"]).tables()
    }
    guard !document.json.hasErrors, let root = document.json.root else { return }
    var writer = CatalogWriter()
    let written = writer.bytes(CatalogJSON(root, of: document.json))
    let again = CatalogDocument.parse(written, name: "rewritten.xcstrings")
    guard !again.json.hasErrors, let rewritten = again.json.root else { fatalError("the writer wrote JSON that does not read back") }
    var second = CatalogWriter()
    guard second.bytes(CatalogJSON(rewritten, of: again.json)) == written else { fatalError("writing twice changed the catalog") }
}

/// Whether a diagnostic is placed inside the input: a line and column from 1, or (in a binary file) a
/// byte offset inside it.
private func isInside(_ diagnostic: Diagnostic, size: Int) -> Bool {
    if let offset = diagnostic.location.byteOffset { return offset >= 0 && offset <= size }
    return diagnostic.location.line >= 1 && diagnostic.location.column >= 1
}

/// The JSON reader's property: every problem is placed inside the input, and a document read without
/// errors is written (compact and pretty) into text that reads back to the same document, the written
/// text being a fixed point (written again, it does not change).
private func fuzzJSON(_ bytes: [UInt8]) {
    let document = JSONReader.parse(bytes)
    for problem in document.problems where problem.range.lowerBound < 0 || problem.range.upperBound > bytes.count {
        fatalError("JSON problem outside the input: \(problem)")
    }
    guard !document.hasErrors, document.isComplete else { return }
    let compact = JSONWriter.bytes(of: document, style: .compact)
    for style in [JSONStyle.compact, .pretty] {
        let written = style.indentWidth == 0 ? compact : JSONWriter.bytes(of: document, style: style)
        let again = JSONReader.parse(written)
        guard !again.hasErrors, again.isComplete, again.slotCount == document.slotCount,
              JSONWriter.bytes(of: again, style: .compact) == compact else {
            fatalError("JSON round trip changed the document:\n\(String(decoding: written, as: UTF8.self))")
        }
    }
}
