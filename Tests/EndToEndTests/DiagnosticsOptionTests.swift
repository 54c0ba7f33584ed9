import Foundation
import SettingsCompiler
import Testing

/// `--diagnostics` of `validate` and `fix`: its values are written out in the option table (mapping
/// `DiagnosticFormat.allCases` showed at start-up), so this checks the written list against the formats
/// that exist: a format added without its name, or a name without its format, fails here.
@Suite("--diagnostics values (end to end)")
struct DiagnosticsOptionTests {
    @Test(arguments: ["validate", "fix"])
    func theOptionOffersExactlyTheFormats(command: String) throws {
        let result = try Settingsc.run([command, "--diagnostics", "postscript", "Samples/Settings.plist"])
        #expect(result.status == 2)
        let expected = DiagnosticFormat.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        // A usage error stops `fix` before it reads the file: the sample is not touched.
        #expect(result.stderr.hasPrefix("settingsc: error: invalid value 'postscript' for '--diagnostics'; expected "
            + "\(expected)\n"), "\(result.stderr)")
    }

    @Test func validateTakesEveryFormat() throws {
        for format in DiagnosticFormat.allCases {
            let result = try Settingsc.run(["validate", "--diagnostics", format.rawValue, "Samples/Settings.plist"])
            #expect(result.status == 0, "\(format): \(result.stderr)")
        }
    }
}
