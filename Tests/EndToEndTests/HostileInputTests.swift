import PropertyList
import Foundation
import Testing

/// Inputs written to hurt: each must fail cleanly (exit 1, a positioned diagnostic), quickly, and show
/// nothing from outside the file. The run is killed after 20 s, so a hang fails instead of blocking.
@Suite("Hostile input (end to end)")
struct HostileInputTests {
    private func validate(_ text: String, name: String = "hostile.plist") throws -> Settingsc.Result {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return try Settingsc.run(["validate", file.path])
    }

    @Test func nesting100000Deep() throws {
        let deep = String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
        let result = try validate("<?xml version=\"1.0\"?>\n<plist>\(deep)</plist>\n")
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.contains(":2:904: error: values are nested more than 128 levels deep; stopping here [limit-exceeded]"))
    }

    @Test func billionLaughs() throws {
        var entities = "<!ENTITY a0 \"lol\">\n"
        for level in 1...10 { entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n" }
        let result = try validate("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n\(entities)]>\n<plist><string>&a10;</string></plist>\n")
        #expect(!result.timedOut)
        #expect(result.status == 1)
        // The device refuses the internal subset; libxml2 never sees the declarations, so nothing expands.
        #expect(result.stderr.contains(":2:17: error: a DOCTYPE with an internal subset ('[…]'): the device's parser "
            + "refuses the file, and property lists never need one [cf-syntax]"))
        #expect(result.stderr.contains(":15:16: error: entity reference '&a10;' is not allowed"))
        #expect(result.stderr.hasSuffix("2 errors\n"))
        #expect(!result.stderr.contains("lollol"))
    }

    @Test func quadraticBlowup() throws {
        let big = String(repeating: "x", count: 50_000)
        let references = String(repeating: "&big;", count: 50_000)
        let result = try validate("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY big \"\(big)\">]>\n<plist><string>\(references)</string></plist>\n")
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[xml-entity]"))
    }

    /// A `.strings` table of 100,000 entries on one line, all with the same key: every entry is a duplicate
    /// whose place is worked out, and that stays linear (columns are counted over the entry, not from the
    /// line's start: 0.2 s in a release build, where counting from the line's start took 49 s).
    @Test func stringsTableOfDuplicatesOnOneLine() throws {
        let result = try validate(String(repeating: "\"a\" = \"b\";", count: 100_000), name: "Root.strings")
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.stderr.contains("Root.strings:1:11: warning: key 'a' is defined again; this definition wins "
            + "[duplicate-strings-key]"))
        #expect(result.stderr.hasSuffix("99999 warnings\n"))
    }

    @Test func externalEntityIsNeverRead() throws {
        let secret = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: secret) }
        let target = secret.appendingPathComponent("secret.txt")
        try Data("TOP-SECRET-CONTENT".utf8).write(to: target)
        let result = try validate("""
        <?xml version="1.0"?>
        <!DOCTYPE plist [<!ENTITY leak SYSTEM "file://\(target.path)">]>
        <plist><array><dict><key>SectionTitle</key><string>&leak;</string></dict></array></plist>
        """)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[cf-syntax]") && result.stderr.contains("entity reference '&leak;' is not allowed"))
        #expect(!result.stderr.contains("TOP-SECRET"))
        #expect(!result.stdout.contains("TOP-SECRET"))
    }

    @Test func externalDTDIsNeverLoaded() throws {
        // Port 9 (discard) on loopback: nothing listens; the point is that nothing is even attempted.
        let result = try validate("""
        <?xml version="1.0"?>
        <!DOCTYPE plist SYSTEM "http://127.0.0.1:9/PropertyList-1.0.dtd">
        <plist><array><dict><key>SectionTitle</key><string>&undeclared;</string><key>Data</key><array/></dict></array></plist>
        """)
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.stderr.contains("entity reference '&undeclared;' is not allowed"))
    }

    @Test func appleDoctypeIsFine() throws {
        let result = try validate("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><array/></plist>
        """)
        #expect(result.status == 0)
    }

    @Test func emptyFile() throws {
        let result = try validate("")
        #expect(result.status == 1)
        #expect(result.stderr.contains(":1:1: error: the file is empty; a property list is <plist> holding one value [xml-syntax]"))
    }
}
