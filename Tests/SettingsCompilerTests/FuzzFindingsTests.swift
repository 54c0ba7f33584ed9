import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Inputs the fuzzer found, kept as regression tests (Tests/Fixtures/fuzz/README.md says what each found).
@Suite("Fuzz findings")
struct FuzzFindingsTests {
    static let files: [String] = {
        let directory = Golden.root.appendingPathComponent("Tests/Fixtures/fuzz")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".plist") }.sorted()
    }()

    @Test(arguments: files)
    func findingIsHandled(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Golden.root.appendingPathComponent("Tests/Fixtures/fuzz/\(name)")))
        let (screen, report) = DefinitionCompiler.compileScreen(SourceFile(bytes: bytes, displayName: name))
        _ = TextReporter().report([report])
        if !report.hasErrors {
            _ = TextRenderer(width: 40).render(screen)
            _ = HTMLRenderer().render(screen)
            _ = JSONRenderer().render(screen)
        }
        #expect(report.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        // What reads without errors is written by PlistWriter and reads back the same.
        let document = PlistReader.parse(bytes, name: name)
        // And read on a thread of its own, as a document of a megabyte or more is, it reads the same.
        let threaded = PlistReader.parse(bytes, name: name, concurrentFrom: 0)
        #expect(threaded.diagnostics == document.diagnostics && threaded.readings == document.readings)
        #expect(threaded.root?.value == document.root?.value)
        if !document.hasErrors, let root = document.root, let text = try? PlistWriter.document(root.value) {
            #expect(PlistReader.parse(Array(text.utf8), name: "rewritten.plist").root?.value == root.value)
        }
    }
}
