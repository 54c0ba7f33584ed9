import PropertyList

/// Examples of settings rules: cell-style screens and Settings bundle pages.
extension ExampleText {
    /// A cell-style definition of one section titled "General" with `rows` (one per line from line 5).
    static func screen(_ rows: String..., section: String = "<key>SectionTitle</key><string>General</string>") -> String {
        plist("<array>\n<dict>\(section)<key>Data</key><array>\n" + rows.joined(separator: "\n") + "\n</array></dict>\n</array>")
    }

    /// A row of a cell-style definition.
    static func row(_ style: String = "SettingBasicCell", _ content: String = "Row", _ extra: String = "") -> String {
        "<dict><key>CellStyle</key><string>\(style)</string><key>Content</key><string>\(content)</string>\(extra)</dict>"
    }

    /// A Settings bundle page holding `specifiers` (one per line from line 5), with `extra` page keys.
    static func page(_ specifiers: String..., extra: String = "") -> String {
        plist("<dict>\(extra)<key>PreferenceSpecifiers</key><array>\n" + specifiers.joined(separator: "\n") + "\n</array></dict>")
    }

    /// A specifier of `type` with `keys` (its dictionary's other entries, as XML).
    static func specifier(_ type: String, _ keys: String = "") -> String {
        "<dict><key>Type</key><string>\(type)</string>\(keys)</dict>"
    }

    /// A toggle switch with the key `key`.
    static func toggle(_ key: String = "sound", title: String = "Sound") -> String {
        specifier("PSToggleSwitchSpecifier", "<key>Title</key><string>\(title)</string><key>Key</key><string>\(key)</string>"
            + "<key>DefaultValue</key><true/>")
    }
}
