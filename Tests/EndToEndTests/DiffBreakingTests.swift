import PropertyList
import Foundation
import Testing

/// `settingsc diff`: the breaking rules (what users with stored values lose), each with its reason, and
/// the changes that look alike but take nothing.
@Suite("diff: breaking changes (end to end)")
struct DiffBreakingTests {
    typealias F = DiffFixtures

    static func breaking(_ tree: ProjectTree) throws -> [String] {
        try F.changes(tree).filter { $0["breaking"] as? Bool == true }
            .map { "\($0["item"] as? String ?? "") \($0["attribute"] as? String ?? "-"): \($0["reason"] as? String ?? "")" }
    }

    static let on = "<key>TrueValue</key><string>YES</string><key>FalseValue</key><string>NO</string>"

    @Test func aToggleBecomingAMultiValueChangesTheValueType() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("quality", "Quality")],
                                 new: [F.multiValue("quality", "Quality", values: ["<integer>1</integer>", "<integer>2</integer>"],
                                                    titles: ["Low", "High"], defaultValue: "<integer>1</integer>")])
        defer { tree.remove() }
        #expect(try Self.breaking(tree) == ["quality Type: values stored under 'quality' are a boolean; it now stores one of 1, 2"])
    }

    @Test func aChangedTrueValueOrFalseValueBreaks() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("sync", "Sync", extra: Self.on)],
                                 new: [ProjectTree.toggle("sync", "Sync", extra: Self.on.replacingOccurrences(of: "YES", with: "ON"))])
        defer { tree.remove() }
        #expect(try Self.breaking(tree) == ["sync TrueValue: users who turned it on have 'YES' stored under 'sync'; on is now stored as 'ON'"])
        let removed = try F.bundles(old: [ProjectTree.toggle("sync", "Sync", extra: Self.on)], new: [ProjectTree.toggle("sync", "Sync")])
        defer { removed.remove() }
        #expect(try Self.breaking(removed) == [
            "sync TrueValue: users who turned it on have 'YES' stored under 'sync'; on is now stored as true",
            "sync FalseValue: users who turned it off have 'NO' stored under 'sync'; off is now stored as false",
        ])
    }

    @Test func aMultiValueLosingAValueBreaksGainingOneDoesNot() throws {
        func quality(_ values: [Int]) -> String {
            F.multiValue("quality", "Quality", values: values.map { "<integer>\($0)</integer>" }, titles: values.map { "Q\($0)" },
                         defaultValue: "<integer>1</integer>")
        }
        let lost = try F.bundles(old: [quality([1, 2, 3])], new: [quality([1, 3])])
        defer { lost.remove() }
        #expect(try Self.breaking(lost) == ["quality Values: users who chose 2 keep a value under 'quality' that it no longer offers"])
        let gained = try F.bundles(old: [quality([1, 3])], new: [quality([1, 2, 3])])
        defer { gained.remove() }
        #expect(try Self.breaking(gained).isEmpty)
        #expect(try F.changes(gained).count == 2) // Titles and Values, neither breaking
    }

    @Test func aRadioGroupLosingAValueBreaksAMultiValueBecomingOneDoesNot() throws {
        let values = ["<string>a</string>", "<string>b</string>"]
        let tree = try F.bundles(old: [F.multiValue("mode", "Mode", values: values, titles: ["A", "B"], defaultValue: values[0])],
                                 new: [F.multiValue("mode", "Mode", values: values, titles: ["A", "B"], defaultValue: values[0],
                                                    type: "PSRadioGroupSpecifier")])
        defer { tree.remove() }
        #expect(try Self.breaking(tree).isEmpty)
        #expect(DiffCommandTests.lines(try F.changes(tree)) == ["changed Root mode Type PSMultiValueSpecifier → PSRadioGroupSpecifier"])
        let lost = try F.bundles(old: [F.multiValue("mode", "Mode", values: values, titles: ["A", "B"], defaultValue: values[0],
                                                    type: "PSRadioGroupSpecifier")],
                                 new: [F.multiValue("mode", "Mode", values: [values[0]], titles: ["A"], defaultValue: values[0],
                                                    type: "PSRadioGroupSpecifier")])
        defer { lost.remove() }
        #expect(try Self.breaking(lost) == ["mode Values: users who chose 'b' keep a value under 'mode' that it no longer offers"])
    }

    @Test func aRenamedSwitchRowKeyBreaks() throws {
        let tree = try ProjectTree(["old/Settings.plist": F.cellStyle([("General", [F.row("Autoplay")])]),
                                    "new/Settings.plist": F.cellStyle([("General", [F.row("Autoplay", key: "auto_play")])])])
        defer { tree.remove() }
        let changes = try F.changes(tree, old: "old/Settings.plist", new: "new/Settings.plist")
        #expect(DiffCommandTests.lines(changes) == ["renamed Settings.plist auto_play Key Autoplay → auto_play !"])
    }

    @Test func removingAnItemOrChangingADefaultIsNotBreaking() throws {
        let tree = try F.bundles(old: [ProjectTree.toggle("sound", "Sound"), ProjectTree.toggle("haptics", "Haptics")],
                                 new: [ProjectTree.toggle("sound", "Sound").replacingOccurrences(of: "<true/>", with: "<false/>")])
        defer { tree.remove() }
        let changes = try F.changes(tree)
        #expect(changes.count == 2)
        #expect(try Self.breaking(tree).isEmpty)
    }
}
