import Diagnostics
import PropertyList
import SettingsCompiler
import Testing

/// libxml2 parser contexts are kept from one parse to the next (XMLStream's `ParserContext`): whatever
/// one document was or declared, the next one parses exactly as it would alone. Each pair is parsed
/// many times over, so that the second document gets the first one's context whatever other tests
/// parse on other threads meanwhile.
@Suite("Parser context reuse")
struct ParserReuseTests {
    private let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// A document with no errors of its own that uses the prefix `x` without declaring it.
    private var undeclaredPrefix: String { head + "<plist version=\"1.0\">\n<x:string>a</x:string>\n</plist>\n" }

    private func diagnostics(_ text: String) -> [String] {
        PlistReader.parse(Array(text.utf8)).diagnostics.map { "\($0.location) [\($0.rule.id)] \($0.message)" }
    }

    private func expectUnaffected(after first: String, _ second: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let alone = diagnostics(second)
        for _ in 0..<20 {
            _ = diagnostics(first)
            #expect(diagnostics(second) == alone, sourceLocation: sourceLocation)
        }
    }

    @Test func aCleanDocumentsDefaultNamespaceDoesNotReachTheNext() {
        // A DTD that gives <plist> a default xmlns:x would make libxml2 apply it to every <plist> while the
        // declaration is in the context. The device refuses an internal subset, and libxml2 is never
        // shown one (CFReadingFilter blanks it), so neither this document nor the next sees the prefix.
        let declares = head + "<!DOCTYPE plist [<!ATTLIST plist xmlns:x CDATA #FIXED \"urn:x\">]>\n"
            + "<plist version=\"1.0\">\n<x:string>a</x:string>\n</plist>\n"
        #expect(diagnostics(declares).first?.contains("[cf-syntax] a DOCTYPE with an internal subset") == true)
        #expect(diagnostics(declares).contains { $0.contains("namespace prefix") })
        #expect(diagnostics(undeclaredPrefix).first == "3:10 [xml-syntax] namespace prefix 'x' of <x:string> is not declared; "
            + "property lists use no namespaces")
        expectUnaffected(after: declares, undeclaredPrefix)
    }

    @Test func aNamespaceDeclaredWhereAParseStoppedDoesNotReachTheNext() {
        let stopped = head + "<plist version=\"1.0\" xmlns:x=\"urn:x\">\n<array><string>&bogus;</string></array></plist>\n"
        #expect(diagnostics(stopped).map { $0.prefix(17) } == ["3:16 [xml-entity]"])
        expectUnaffected(after: stopped, undeclaredPrefix)
    }

    @Test func oneDocumentsErrorsAreNotTheNexts() {
        let broken = head + "<plist version=\"1.0\">\n<array>\n<dict>\n<key>A</key>\n</dcit>\n</array>\n</plist>\n"
        let clean = head + "<plist version=\"1.0\">\n<array>\n<string>a</string>\n</array>\n</plist>\n"
        #expect(diagnostics(broken).first?.contains("[xml-syntax]") == true)
        #expect(diagnostics(clean).isEmpty)
        expectUnaffected(after: broken, clean)
        // A document cut short, and one that declares an entity (libxml2 keeps a document for those).
        expectUnaffected(after: head + "<plist version=\"1.0\">\n<array>\n<string>a", clean)
        expectUnaffected(after: head + "<!DOCTYPE plist [<!ENTITY e \"x\">]>\n<plist version=\"1.0\"><string>&e;</string></plist>", clean)
    }
}
