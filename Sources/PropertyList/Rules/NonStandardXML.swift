import Diagnostics

extension Rule {
    /// What the device reads although XML forbids it: other tools (plistlib, xmllint, editors) refuse the file.
    package static let nonStandardXML = Rule(
        id: "non-standard-xml", severity: .warning,
        summary: "Markup the device reads although XML forbids it (text before the declaration, '--' in a comment, content "
            + "after the end, control characters, <key> where a value belongs…): plistlib, xmllint and editors refuse the file.",
        checkedIn: "CFReadingFilter, as the bytes are read; PlistBuilder for <key> or <plist> where a value belongs, and for a "
            + "value as the document element",
        examples: { [
            RuleExample("↓<!--- licence --->\n<plist><array><string>a</string></array></plist>\n",
                        "'--' inside a comment: the device skips the comment, but XML forbids '--' there and plistlib, "
                            + "xmllint and editors refuse the file"),
            RuleExample(ExampleText.plist("<dict><key>File</key>↓<key>About</key></dict>"),
                        "<key> where a value belongs: the device reads it as the string 'About', but other tools refuse "
                            + "it; write <string>"),
            RuleExample(ExampleText.plist("<array>↓<plist><true/></plist></array>"),
                        "<plist> inside <array>: the device reads the value it holds, but other tools refuse it; remove the "
                            + "inner <plist> and </plist>"),
            RuleExample("↓<?xml version=\"1.1\"?>\n<plist version=\"1.0\"><array/></plist>\n",
                        "an XML declaration of a version other than 1.0: the device skips it, but xmllint and editors warn "
                            + "or refuse the file"),
            RuleExample("<?xml version=\"1.0\"?>\n↓<array></array>\n",
                        "the document element is <array>, not <plist>: the device reads the value, but other tools refuse "
                            + "the file; put it inside <plist version=\"1.0\">"),
            RuleExample(silent: ExampleText.plist("<!-- licence -->\n<dict><key>File</key><string>About</string></dict>")),
        ] })
}

extension Diagnostic {
    /// UTF-16 little-endian without a byte order mark: CoreFoundation takes a zero byte among the first
    /// two for UTF-16 and skips the first character. (For a `.strings` table too: the rule is about the
    /// bytes CF reads but the standard forbids.)
    static func unmarkedUTF16() -> Diagnostic {
        .nonStandardXML("UTF-16 without a byte order mark: the device skips its first character and reads the rest; "
            + "save the file as UTF-8, or as UTF-16 with a byte order mark", at: .start)
    }

    /// An odd byte at the end of a UTF-16 file: half a character, which CoreFoundation ignores.
    static func oddUTF16Byte(at location: SourceLocation) -> Diagnostic {
        .nonStandardXML("an odd byte at the end of a UTF-16 file: the device ignores it, other tools refuse the file",
                        at: location)
    }

    /// `what`: what the device does with the construct; `fix`: the certain repair, if any.
    package static func nonStandardXML(_ what: String, at location: SourceLocation, fix: FixIt? = nil) -> Diagnostic {
        Diagnostic(.nonStandardXML, what, at: location, fix: fix)
    }
}
