import Foundation

/// Pieces of Settings bundles and cell-style definitions for the `diff` tests: two versions of a
/// definition written side by side in a `ProjectTree` (`old/…`, `new/…`).
enum DiffFixtures {
    static func multiValue(_ key: String, _ title: String, values: [String], titles: [String], defaultValue: String,
                           type: String = "PSMultiValueSpecifier") -> String {
        "<dict><key>Type</key><string>\(type)</string><key>Title</key><string>\(title)</string>"
            + "<key>Key</key><string>\(key)</string><key>DefaultValue</key>\(defaultValue)"
            + "<key>Values</key><array>" + values.joined() + "</array>"
            + "<key>Titles</key><array>" + titles.map { "<string>\($0)</string>" }.joined() + "</array></dict>"
    }

    static func slider(_ key: String, minimum: Int, maximum: Int) -> String {
        "<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>\(key)</string>"
            + "<key>DefaultValue</key><integer>\(minimum)</integer><key>MinimumValue</key><integer>\(minimum)</integer>"
            + "<key>MaximumValue</key><integer>\(maximum)</integer></dict>"
    }

    static func textField(_ key: String, _ title: String, keyboard: String) -> String {
        "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>\(title)</string>"
            + "<key>Key</key><string>\(key)</string><key>KeyboardType</key><string>\(keyboard)</string></dict>"
    }

    static func childPane(_ title: String, file: String) -> String {
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(title)</string>"
            + "<key>File</key><string>\(file)</string></dict>"
    }

    /// A page (not Root) of a bundle, without a table.
    static func page(_ specifiers: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>PreferenceSpecifiers</key><array>\n"
            + specifiers.map { "\t\t" + $0 + "\n" }.joined() + "\t</array>\n</dict>\n</plist>\n"
    }

    /// A cell-style definition: sections of (title, rows), each row's keys and values as XML.
    static func cellStyle(_ sections: [(String, [String])]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n" + sections.map { title, rows in
            "\t<dict><key>SectionTitle</key><string>\(title)</string><key>Data</key><array>\n"
                + rows.map { "\t\t<dict>\($0)</dict>\n" }.joined() + "\t</array></dict>\n"
        }.joined() + "</array>\n</plist>\n"
    }

    static func row(_ content: String, style: String = "SettingSwitchCell", key: String? = nil, detail: String? = nil) -> String {
        "<key>CellStyle</key><string>\(style)</string><key>Content</key><string>\(content)</string>"
            + (key.map { "<key>Key</key><string>\($0)</string>" } ?? "")
            + (detail.map { "<key>Detail</key><string>\($0)</string>" } ?? "")
    }

    /// Two bundles, `old/Settings.bundle` and `new/Settings.bundle`, with these Root pages (and German tables).
    static func bundles(old: [String], new: [String], oldGerman: [String: String] = [:],
                        newGerman: [String: String] = [:]) throws -> ProjectTree {
        try ProjectTree(ProjectTree.bundle("old/Settings.bundle", old, translated: oldGerman)
            .merging(ProjectTree.bundle("new/Settings.bundle", new, translated: newGerman)) { $1 })
    }

    /// `settingsc diff --format json` of the two bundles: its changes.
    static func changes(_ tree: ProjectTree, _ extra: [String] = [], old: String = "old/Settings.bundle",
                        new: String = "new/Settings.bundle") throws -> [[String: Any]] {
        let result = try tree.run(["diff", "--format", "json"] + extra + [old, new])
        guard let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let changes = object["changes"] as? [[String: Any]] else { return [] }
        return changes
    }
}
