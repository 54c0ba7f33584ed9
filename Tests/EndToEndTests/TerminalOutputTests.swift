import Foundation
import Testing

/// Control characters from the input reach a terminal only escaped: `values` and
/// `get` print exact bytes for scripts (a pipe, a file) and escape them on a terminal (a pseudo-terminal
/// made by `script`); settingsc's own messages on standard error are escaped wherever they go.
@Suite("Terminal output (end to end)")
struct TerminalOutputTests {
    static let bundle = "Samples/MyApp/Settings.bundle"
    /// An OSC 52 clipboard write (ESC ] … BEL), a C1 CSI and a right-to-left override.
    static let value = "me\u{1B}]52;c;cHduZWQ=\u{07}@\u{9B}2Jexample\u{202E}.com"
    static let escaped = #"me\u{1B}]52;c;cHduZWQ=\u{7}@\u{9B}2Jexample\u{202E}.com"#

    /// Runs settingsc on a pseudo-terminal (util-linux `script`); what the terminal received.
    private func onTerminal(_ arguments: [String]) throws -> String {
        let command = ([Settingsc.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            .joined(separator: " ")
        let outcome = try ProcessLauncher.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                                              directory: Settingsc.root, timeout: 20)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    }

    // Seen failing before the fix: the terminal received ESC ] 52 … BEL (a clipboard write) as it was.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux script"))
    func valuesAndGetEscapeOnATerminalAndStayExactForScripts() throws {
        let directory = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A binary store (an app's own preferences) can hold what XML cannot: control characters.
        let store = directory.appendingPathComponent("store.plist").path
        let binary = try PropertyListSerialization.data(fromPropertyList: ["accountEmail": Self.value], format: .binary, options: 0)
        try binary.write(to: URL(fileURLWithPath: store))

        let piped = try Settingsc.run(["get", "--store", store, Self.bundle, "accountEmail"])
        #expect(piped.stdout == Self.value + "\n")
        let listed = try Settingsc.run(["values", "--store", store, Self.bundle])
        #expect(listed.stdout.contains("\naccountEmail\t\(Self.value)\n"))

        let shown = try onTerminal(["get", "--store", store, Self.bundle, "accountEmail"])
        #expect(shown == Self.escaped + "\n", "\(shown.debugDescription)")
        let table = try onTerminal(["values", "--store", store, Self.bundle])
        #expect(table.contains("\naccountEmail\t\(Self.escaped)\n"), "\(table.debugDescription)")
        #expect(!table.contains("\u{1B}") && !table.contains("\u{07}"))
    }

    // Seen failing before the fix: the name came out with its ESC and BEL.
    @Test func messagesOnStandardErrorAreEscaped() throws {
        let name = "missing\u{1B}]0;owned\u{07}.plist"
        let result = try Settingsc.run(["validate", name])
        #expect(result.status == 3)
        #expect(result.stderr.contains(#"missing\u{1B}]0;owned\u{7}.plist"#), "\(result.stderr.debugDescription)")
        #expect(!result.stderr.contains("\u{1B}"))
        let unknown = try Settingsc.run(["get", "--store", "/nonexistent/store.plist", Self.bundle, "x\u{1B}[2J"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains(#"'x\u{1B}[2J'"#), "\(unknown.stderr.debugDescription)")
    }
}
