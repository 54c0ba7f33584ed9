import Diagnostics
import Foundation
import PropertyList
import SettingsCompiler
import Testing

/// docs/rules.md is made from the rule catalogue by `settingsc __rules-reference`: it is what the
/// command prints now (a rule, summary or example changed without regenerating it fails here), and it
/// holds every rule of the catalogue under a heading that is its id, listed in the index. Before, the
/// rules were listed only by `settingsc help rules`, without their examples, and no page held them.
@Suite("rules reference")
struct RulesReferenceTests {
    static let regenerate = "swift run settingsc __rules-reference > docs/rules.md"

    @Test func docsRulesIsCurrent() throws {
        let page = try String(contentsOf: Settingsc.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        let result = try Settingsc.run(["__rules-reference"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == page, "docs/rules.md is not what the rule catalogue makes; run `\(Self.regenerate)`")
        #expect(page.contains(Self.regenerate), "the page does not say how it is made")
    }

    @Test func everyRuleHasASectionAndAnIndexRow() throws {
        let page = try Settingsc.run(["__rules-reference"]).stdout
        let anchors = DocumentationLinkTests.anchors(of: page)
        for rule in Rule.all + Rule.generation {
            #expect(anchors.contains(rule.id), "no section for \(rule.id)")
            #expect(page.contains("| [\(rule.id)](#\(rule.id)) | \(rule.severity.rawValue) |"), "no index row for \(rule.id)")
            // Every message an example expects is shown.
            for example in rule.examples() {
                for message in example.messages {
                    let shown = message.contains("`") ? "`` " + message + " ``" : "`" + message + "`"
                    #expect(page.contains("- " + shown + "\n"), "\(rule.id): '\(message)' is not shown")
                }
            }
        }
    }

    /// The command is a maintainer's: it is in neither the help nor the completions.
    @Test func theCommandIsHidden() throws {
        #expect(!(try Settingsc.run(["--help"]).stdout.contains("__rules-reference")))
        #expect(!(try Settingsc.run(["--generate-completion-script", "bash"]).stdout.contains("__rules-reference")))
    }
}
