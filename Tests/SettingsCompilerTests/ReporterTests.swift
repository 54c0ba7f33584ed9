import Diagnostics
import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Every diagnostics format against a golden file, on every sample in Samples/broken.
@Suite("Reporters")
struct ReporterTests {
    /// The reports of all broken samples, named as they are relative to the repository root.
    static let reports: [FileReport] = {
        let directory = Golden.root.appendingPathComponent("Samples/broken")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".plist") }.sorted().map { name in
            let bytes = [UInt8]((try? Data(contentsOf: directory.appendingPathComponent(name))) ?? Data())
            return DefinitionCompiler.compileReport(SourceFile(bytes: bytes, displayName: "Samples/broken/\(name)"))
        }
    }()

    /// Every rule has a broken sample named after it: a file in Samples/broken (rules one plist can
    /// show) or a bundle in Samples/broken-bundles (rules that need pages, translations or images; the
    /// end-to-end tests run those).
    @Test func everyRuleHasABrokenSampleThatTriggersIt() throws {
        var covered: Set<String> = []
        for report in Self.reports {
            let rule = report.file.displayName.split(separator: "/").last!.replacingOccurrences(of: ".plist", with: "")
            #expect(report.diagnostics.first?.rule.id == rule, "\(report.file.displayName)")
            covered.insert(rule)
        }
        let bundles = Golden.root.appendingPathComponent("Samples/broken-bundles")
        let names = try FileManager.default.contentsOfDirectory(atPath: bundles.path)
        covered.formUnion(names.filter { !$0.hasSuffix(".md") })
        // Each broken bundle has its row in the folder's README, which says what is wrong in it.
        let readme = try String(contentsOf: bundles.appendingPathComponent("README.md"), encoding: .utf8)
        for name in names where !name.hasSuffix(".md") {
            #expect(readme.contains("| `\(name)` |"), "Samples/broken-bundles/README.md has no row for \(name)")
        }
        // A file that cannot be read cannot be committed: its end-to-end test reads a missing path.
        covered.insert(Rule.unreadable.id)
        #expect(covered == Set(Rule.all.map(\.id)))
    }

    @Test func text() {
        Golden.check(TextReporter().report(Self.reports), "diagnostics.txt")
    }

    @Test func textInColour() {
        let output = TextReporter(style: TerminalStyle(enabled: true)).report(Array(Self.reports.prefix(3)))
        Golden.check(output, "diagnostics-colour.txt")
        #expect(output.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    @Test func json() throws {
        let output = JSONReporter().report(Self.reports)
        Golden.check(output, "diagnostics.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["errors"] as? Int == Self.reports.reduce(0) { $0 + $1.errorCount })
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        let first = try #require(entries.first)
        #expect(Set(first.keys).isSuperset(of: ["file", "line", "column", "severity", "rule", "message"]))
        // A fix-it: where (line:column and bytes) and what, for every placed one.
        let fixes = entries.compactMap { $0["fix"] as? [String: Any] }
        #expect(fixes.count == Self.reports.reduce(0) { $0 + $1.placedFixes.count } && !fixes.isEmpty)
        for fix in fixes {
            #expect(Set(fix.keys) == ["line", "column", "endLine", "endColumn", "offset", "length", "original", "replacement"])
        }
    }

    /// The SARIF log with its rule table and every result's `ruleIndex` left out, as the golden file holds
    /// it: both follow the catalogue's order, so a rule added anywhere in it would renumber every result
    /// after it and the table itself (a new rule changed dozens of lines). They are checked against the
    /// catalogue below instead; the golden file changes only where the samples' findings do.
    static func withoutRuleNumbers(_ sarif: String) -> String {
        var lines: [String] = []
        var inRules = false
        for line in sarif.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix("\"rules\": [") {
                inRules = true
                lines.append(line + " …every rule of the catalogue, checked by ReporterTests.sarif… ]")
            } else if inRules {
                inRules = !line.hasSuffix("]")
            } else {
                lines.append(String(line).replacing(#/"ruleIndex": \d+, /#, with: ""))
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func sarif() throws {
        let output = SARIFReporter().report(Self.reports)
        Golden.check(Self.withoutRuleNumbers(output), "diagnostics.sarif")
        // The structure SARIF 2.1.0 requires, and what code-scanning services read.
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "settingsc")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Rule.all.map(\.id))
        for (described, rule) in zip(rules, Rule.all) {
            #expect((described["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
            #expect((described["defaultConfiguration"] as? [String: Any])?["level"] as? String == rule.severity.rawValue)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.reports.reduce(0) { $0 + $1.diagnostics.count })
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect(((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasPrefix("Samples/broken/") == true)
            let region = try #require(physical["region"] as? [String: Any])
            if region["byteOffset"] == nil {
                #expect((region["startLine"] as? Int ?? 0) >= 1)
                #expect((region["startColumn"] as? Int ?? 0) >= 1)
            } else {
                #expect((region["byteOffset"] as? Int ?? -1) >= 0)
            }
            if let fixes = result["fixes"] { try expectSARIFFixes(fixes, uri: physical["artifactLocation"]) }
        }
        // The samples with a certain repair carry it (SARIF §3.27.30 `fixes`).
        #expect(results.count(where: { $0["fixes"] != nil }) == Self.reports.reduce(0) { $0 + $1.placedFixes.count })
        #expect(results.contains { $0["fixes"] != nil })
    }

    /// A `fixes` array as SARIF 2.1.0 requires it (§3.55–3.57): each fix has a description and one or
    /// more artifact changes; each change an artifact location and one or more replacements; each
    /// replacement a deleted region that is a full text region (line/column: the spec's recommendation
    /// for text files) and inserted content as text.
    private func expectSARIFFixes(_ value: Any, uri: Any?) throws {
        let fixes = try #require(value as? [[String: Any]])
        #expect(!fixes.isEmpty)
        for fix in fixes {
            let description = try #require((fix["description"] as? [String: Any])?["text"] as? String)
            #expect(description.hasPrefix("replace '") || description.hasPrefix("remove '"))
            let changes = try #require(fix["artifactChanges"] as? [[String: Any]])
            #expect(!changes.isEmpty)
            for change in changes {
                #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String
                        == (uri as? [String: Any])?["uri"] as? String)
                let replacements = try #require(change["replacements"] as? [[String: Any]])
                #expect(!replacements.isEmpty)
                for replacement in replacements {
                    let region = try #require(replacement["deletedRegion"] as? [String: Any])
                    #expect(Set(region.keys) == ["startLine", "startColumn", "endLine", "endColumn"])
                    let startLine = try #require(region["startLine"] as? Int)
                    let endLine = try #require(region["endLine"] as? Int)
                    let startColumn = try #require(region["startColumn"] as? Int)
                    let endColumn = try #require(region["endColumn"] as? Int)
                    #expect(startLine >= 1 && startColumn >= 1 && (endLine, endColumn) > (startLine, startColumn))
                    // A removal inserts nothing: no insertedContent (§3.57.4).
                    guard let inserted = replacement["insertedContent"] as? [String: Any] else {
                        #expect(description.hasPrefix("remove '"))
                        continue
                    }
                    #expect(Set(inserted.keys) == ["text"])
                    #expect((inserted["text"] as? String)?.isEmpty == false)
                }
            }
        }
    }

    @Test func github() {
        let output = GitHubReporter().report(Self.reports)
        Golden.check(output, "diagnostics.github")
        #expect(output.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
    }

    @Test func githubEscapesWhatTheRunnerWouldMisread() {
        let file = SourceFile(bytes: Array("<plist><array><strnig>a</strnig></array></plist>".utf8), displayName: "a,b:c%.plist")
        let output = GitHubReporter().report([DefinitionCompiler.compileReport(file)])
        #expect(output.hasPrefix("::error file=a%2Cb%3Ac%25.plist,line=1,col=15,title=settingsc [unknown-element]::"))
    }

    @Test func caretSitsUnderTheColumnAfterTabsAndWideCharacters() {
        let file = SourceFile(bytes: Array("<plist><array>\n\t한글<foo/></array></plist>".utf8), displayName: "t.plist")
        let output = TextReporter().report([DefinitionCompiler.compileReport(file)])
        #expect(output.contains(" 2 | \t한글<foo/></array></plist>\n   | \t    ^\n"), "\(output)")
    }

    /// A binary plist has no lines: every format gives the byte offset instead.
    @Test func byteOffsetsInEveryFormat() {
        let file = SourceFile(bytes: Array("bplist00".utf8), displayName: "b.plist")
        let report = FileReport(file: file, diagnostics: [Diagnostic(.duplicateKey, "duplicate key 'a' in this dictionary",
                                                                      at: .byte(42))])
        #expect(TextReporter().report([report]) == "b.plist: error: duplicate key 'a' in this dictionary (at byte 42) "
            + "[duplicate-key]\n1 error\n")
        #expect(JSONReporter().report([report]).contains("{\"file\": \"b.plist\", \"offset\": 42, \"severity\": \"error\""))
        #expect(SARIFReporter().report([report]).contains("\"region\": {\"byteOffset\": 42}"))
        #expect(GitHubReporter().report([report]) == "::error file=b.plist,title=settingsc [duplicate-key]::duplicate key "
            + "'a' in this dictionary (at byte 42)\n")
    }

    @Test func summaryCountsInEnglish() {
        #expect(TextReporter.summary(errors: 1, warnings: 0) == "1 error")
        #expect(TextReporter.summary(errors: 2, warnings: 1) == "2 errors, 1 warning")
        #expect(TextReporter.summary(errors: 0, warnings: 3) == "3 warnings")
        #expect(TextReporter.summary(errors: 0, warnings: 0) == nil)
    }

    /// Renders one diagnostic at `caret` on the one-line `line`, with a fix replacing `fix` (columns).
    private static func excerpt(_ line: String, caret: Int, fix: Range<Int>, colour: Bool = false) -> String {
        let file = SourceFile(bytes: Array(line.utf8), displayName: "w.plist")
        let span = FixIt.Span(bytes: 0..<0, start: Diagnostics.SourceLocation(line: 1, column: fix.lowerBound),
                              end: Diagnostics.SourceLocation(line: 1, column: fix.upperBound), replacementText: "New",
                              replacedBytes: [], replacementBytes: [])
        let diagnostic = Diagnostic(.unknownKey, "unknown key", at: Diagnostics.SourceLocation(line: 1, column: caret),
                                    fix: FixIt(element: .start, original: "Old", replacement: "New", span: span))
        return TextReporter(style: TerminalStyle(enabled: colour)).report([FileReport(file: file, diagnostics: [diagnostic])])
    }

    /// A fix in the caret's window is marked under the caret's line; one outside it gets an excerpt of
    /// its own (around the fix), or a `fix-it:` line when no window holds it.
    @Test func fixesInAndOutOfTheCaretsWindow() {
        let cases = [
            // The fix far right of the caret: the caret's excerpt, then the fix's own.
            Self.excerpt("<dict>" + String(repeating: " ", count: 300) + "<key>Old</key></dict>", caret: 1, fix: 312..<315),
            // A fix no window holds: a `fix-it:` line.
            Self.excerpt("<dict><key>" + String(repeating: "a", count: 300) + "</key></dict>", caret: 1, fix: 12..<312),
            // In the window, after a tab and a wide character, in colour.
            Self.excerpt("\t한<key>Old</key>", caret: 3, fix: 8..<11, colour: true),
            // A replaced combining mark has no width: the white space after it is still padding.
            Self.excerpt("<key>a\u{301} b</key>", caret: 9, fix: 7..<8, colour: true),
            // The caret after the fix, past a long line's window start.
            Self.excerpt(String(repeating: "x", count: 200) + "<key>Old</key>", caret: 210, fix: 206..<209, colour: true),
        ]
        Golden.check(cases.joined(separator: "\n"), "excerpts.txt")
    }
}
