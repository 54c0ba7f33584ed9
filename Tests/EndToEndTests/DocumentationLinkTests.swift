import Foundation
import Testing

/// The README is a front door (at most 300 lines; the rest lives in docs/), and every relative link in
/// it and in docs/ leads somewhere: to a file that exists and, with `#anchor`, to a heading of that file
/// (GitHub's anchors: lower case, punctuation dropped, spaces as `-`). Sections moved from the README
/// into docs/ kept links to each other's anchors; this finds one that no longer leads anywhere.
@Suite("documentation links")
struct DocumentationLinkTests {
    static func anchors(of text: String) -> Set<String> {
        var anchors: Set<String> = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#"), let heading = line.wholeMatch(of: /#{1,6} (.*)/) else { continue }
            let words = heading.output.1.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            anchors.insert(words.replacingOccurrences(of: " ", with: "-"))
        }
        return anchors
    }

    @Test func theReadmeIsAFrontDoor() throws {
        let readme = try String(contentsOf: Settingsc.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines")
    }

    @Test func everyRelativeLinkLeadsSomewhere() throws {
        let docs = Settingsc.root.appendingPathComponent("docs")
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs.path))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var broken: [String] = []
        var anchorsOf: [String: Set<String>] = [:]   // each linked page's headings, found once
        for page in pages {
            let file = Settingsc.root.appendingPathComponent(page)
            let text = try String(contentsOf: file, encoding: .utf8)
            for link in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(link.output.1)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let linked = parts[0].isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
                guard FileManager.default.fileExists(atPath: linked.path) else {
                    broken.append("\(page): \(target) (no such file)")
                    continue
                }
                if parts.count == 2, linked.pathExtension == "md" {
                    let anchors = try anchorsOf[linked.path] ?? Self.anchors(of: String(contentsOf: linked, encoding: .utf8))
                    anchorsOf[linked.path] = anchors
                    if !anchors.contains(String(parts[1])) { broken.append("\(page): \(target) (no such heading)") }
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
    }
}
