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
        if !document.hasErrors, let root = document.root, let text = try? PlistWriter.document(root.value) {
            #expect(PlistReader.parse(Array(text.utf8), name: "rewritten.plist").root?.value == root.value)
        }
    }

    @Test func entityDeclarationsDoNotLeakTheSAXDocument() throws {
        // 2,000 parses of a document with entity declarations: with the leak, resident memory grew by
        // ~25 KB each (about 50 MB); without it, it stays flat.
        let bytes = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"b\">]>\n<plist><array/></plist>\n".utf8)
        func residentKilobytes() -> Int {
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        // Under AddressSanitizer freed memory sits in quarantine, so resident memory says nothing; there
        // LeakSanitizer checks for leaks at exit instead (make test-asan).
        // ThreadSanitizer's allocator keeps freed memory too.
        guard dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil,
              dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") == nil else { return }
        for _ in 0..<200 { _ = PlistReader.parse(bytes) }
        let before = residentKilobytes()
        for _ in 0..<2_000 { _ = PlistReader.parse(bytes) }
        let growth = residentKilobytes() - before
        #expect(growth < 10_000, "resident memory grew by \(growth) KB over 2,000 parses")
    }
}
