import Foundation
import Testing

/// The synopses in the README and docs/ are what `settingsc --help` prints (made from the option tables): every
/// command's usage, continuation lines and all, is in a README code block as it is, so that an option
/// added to a table fails here until the README shows it.
@Suite("README synopses")
struct ReadmeSynopsisTests {
    @Test func everyCommandsUsageIsInTheReadme() throws {
        let readme = try Settingsc.documentation()
        let help = try Settingsc.run(["--help"]).stdout
        let section = try #require(help.components(separatedBy: "\nUSAGE\n").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        var usages: [String] = []
        for line in section.split(separator: "\n").map({ String($0.dropFirst(2)) }) {
            if line.hasPrefix("settingsc ") { usages.append(line) } else { usages[usages.count - 1] += "\n" + line }
        }
        let commands = usages.filter { !$0.hasPrefix("settingsc -") && !$0.hasPrefix("settingsc help ") }
        #expect(commands.count >= 11)
        for usage in commands {
            #expect(readme.contains("\n" + usage + "\n"), "the README lacks the synopsis\n\(usage)")
        }
    }
}
