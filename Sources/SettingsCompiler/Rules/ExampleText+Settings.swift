import Diagnostics
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

    /// A Settings bundle page holding `specifiers` (one per line from line 4), with `extra` page keys.
    static func page(_ specifiers: String..., extra: String = "") -> String {
        plist("<dict>\(extra)<key>PreferenceSpecifiers</key><array>\n" + specifiers.joined(separator: "\n") + "\n</array></dict>")
    }

    /// A specifier of `type` with `keys` (its dictionary's other entries, as XML).
    static func specifier(_ type: String, _ keys: String = "") -> String {
        "<dict><key>Type</key><string>\(type)</string>\(keys)</dict>"
    }

    /// A toggle switch with the key `key` and the title `title` (a leading `↓` marks either, as in `string`).
    static func toggle(_ key: String = "sound", title: String = "Sound") -> String {
        specifier("PSToggleSwitchSpecifier", "<key>Title</key>\(string(title))<key>Key</key>\(string(key))"
            + "<key>DefaultValue</key><true/>")
    }

    /// A text field with the key `key` (a leading `↓` marks it, as in `string`), then `extra` keys.
    static func textField(_ key: String = "name", extra: String = "") -> String {
        specifier("PSTextFieldSpecifier", "<key>Key</key>\(string(key))\(extra)")
    }

    /// A slider with the key `key` and its DefaultValue, MinimumValue and MaximumValue (XML values),
    /// then `extra` keys.
    static func slider(_ key: String = "volume", default value: String = "<real>0.5</real>",
                       minimum: String = "<integer>0</integer>", maximum: String = "<integer>1</integer>",
                       extra: String = "") -> String {
        specifier("PSSliderSpecifier", "<key>Key</key><string>\(key)</string><key>DefaultValue</key>\(value)"
            + "<key>MinimumValue</key>\(minimum)<key>MaximumValue</key>\(maximum)\(extra)")
    }

    /// A child pane leading to the page `file` (a leading `↓` marks it, as in `string`).
    static func childPane(_ file: String, title: String = "More") -> String {
        specifier("PSChildPaneSpecifier", "<key>Title</key><string>\(title)</string><key>File</key>\(string(file))")
    }

    /// `<string>text</string>`; a `↓` that starts `text` goes before the tag, where a finding about the
    /// value is reported: `string("↓x")` is `↓<string>x</string>`.
    static func string(_ text: String) -> String {
        guard text.first == RuleExample.marker else { return "<string>\(text)</string>" }
        return "\(RuleExample.marker)<string>\(text.dropFirst())</string>"
    }
}
