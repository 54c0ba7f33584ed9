import SettingsCompiler
import XMLStream

/// libFuzzer entry point (`make fuzz`). The property: any input settingsc accepts decodes, renders in
/// all three formats, and reads back equal after its values are written with PlistWriter and with
/// BinaryPlistWriter. Binary input (`bplist00`) goes through the binary reader. The same
/// bytes also go through the `.strings` reader (a bundle page's translations). Any input at all must
/// not crash, hang or leak (AddressSanitizer watches).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let document = PlistParser.parse(bytes, name: "fuzz.plist")
    if !document.hasErrors, let root = document.root {
        // A value that parsed is a value the writer can write, and writing it loses nothing.
        guard let text = try? PlistWriter.document(root.value) else { fatalError("writer refused a parsed value") }
        let again = PlistParser.parse(Array(text.utf8), name: "rewritten.plist")
        guard !again.hasErrors, again.root?.value == root.value else {
            fatalError("round trip changed the value:\n\(text)")
        }
        // The same through the binary writer and reader (a binary store is written back binary).
        guard let binary = try? BinaryPlistWriter.data(root.value) else { fatalError("binary writer refused a parsed value") }
        let reread = BinaryPlistReader.parse(binary, name: "rewritten.bplist")
        guard !reread.hasErrors, reread.root?.value == root.value else { fatalError("binary round trip changed the value") }
    }
    let strings = StringsParser.parse(bytes, name: "fuzz.strings")
    for diagnostic in strings.diagnostics where !isInside(diagnostic.location, size: size) {
        fatalError("strings diagnostic outside the input: \(diagnostic)")
    }
    if !strings.hasErrors {
        for entry in strings.table.entries where strings.table[entry.key] == nil {
            fatalError("an entry that cannot be looked up: \(entry.key)")
        }
    }
    let (screen, report) = DefinitionCompiler.compileScreen(SourceFile(bytes: bytes, displayName: "fuzz.plist"))
    // Every diagnostic is placed inside the input and every reporter can print it.
    for diagnostic in report.diagnostics where !isInside(diagnostic.location, size: size) {
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

/// A line and column from 1, or (in a binary file) a byte offset inside it.
private func isInside(_ location: SourceLocation, size: Int) -> Bool {
    if let offset = location.byteOffset { return offset >= 0 && offset <= size }
    return location.line >= 1 && location.column >= 1
}
