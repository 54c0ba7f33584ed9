import Foundation
@testable import LanguageServer

/// A bundle of two pages and an English table, on disk: Root (a group titled with non-ASCII text,
/// a switch whose Type is misspelt, a child pane to Advanced on lines 23–30) and Advanced (two misspelt Types).
struct SampleBundle {
    let folder: TemporaryFolder
    var root: String { folder.file("Root.plist") }
    var advanced: String { folder.file("Advanced.plist") }
    var strings: String { folder.file("en.lproj/Root.strings") }

    /// Root.plist's text; `typo` false spells the switch's Type right; `prefix` goes before its
    /// `<string>` on the same line (line 15).
    static func rootText(typo: Bool = true, prefix: String = "") -> String {
        page([
            item(["Type": "PSGroupSpecifier", "Title": "Général 😀"]),
            "\t\t\t<key>Type</key>\n\t\t\t\(prefix)<string>PSToggleSwitch\(typo ? "Specifer" : "Specifier")</string>\n"
                + item(["Title": "Autoplay", "Key": "autoplay"]) + "\t\t\t<key>DefaultValue</key>\n\t\t\t<true/>\n",
            item(["Type": "PSChildPaneSpecifier", "Title": "More", "File": "Advanced"]),
        ])
    }

    static func advancedText(typos: Bool = true) -> String {
        page([
            item(["Type": typos ? "PSGroupSpecifer" : "PSGroupSpecifier", "Title": "Adv"]),
            item(["Type": typos ? "PSTitleValueSpecifer" : "PSTitleValueSpecifier", "Title": "Autoplay",
                  "Key": "shown", "DefaultValue": "x"]),
        ])
    }

    static let stringsText = "\"Général 😀\" = \"General\";\n\"Autoplay\" = \"Autoplay\";\n\"More\" = \"More\";\n\"Adv\" = \"Adv\";\n"

    init() throws {
        folder = try TemporaryFolder(["Root.plist": Self.rootText(), "Advanced.plist": Self.advancedText(),
                                      "en.lproj/Root.strings": Self.stringsText])
    }

    func remove() { folder.remove() }
}

extension Dictionary where Key == String, Value == Any {
    /// A diagnostic's or symbol's `range` (or the one under `key`) as (line, start, end line, end).
    func range(_ key: String = "range") -> [Int] {
        let range = self[key] as? [String: Any]
        let start = range?["start"] as? [String: Int], end = range?["end"] as? [String: Int]
        return [start?["line"], start?["character"], end?["line"], end?["character"]].map { $0 ?? -1 }
    }

    var code: String? { self["code"] as? String }
    var method: String? { self["method"] as? String }
}
