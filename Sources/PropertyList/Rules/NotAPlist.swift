import Diagnostics

extension Rule {
    /// The document element is neither <plist> nor a value the device would read in its place.
    package static let notAPlist = Rule(
        id: "not-a-plist", severity: .error,
        summary: "The document element is neither <plist> nor a value, or the file is an old-style (OpenStep) property list "
            + "or JSON.",
        checkedIn: "PlistBuilder.startElement, at the document element; CFReadingFilter.prolog for old-style text and JSON",
        examples: { [
            RuleExample("<?xml version=\"1.0\"?>\n↓<html><body>hi</body></html>\n",
                        "the document element is <html>, expected <plist>"),
            RuleExample("↓{\n    PreferenceSpecifiers = ();\n}\n",
                        "an old-style (OpenStep) property list: the device reads it, but settingsc checks XML and binary "
                            + "property lists only; convert it with plutil -convert xml1 FILE"),
            RuleExample("↓{\n  \"PreferenceSpecifiers\" : []\n}\n",
                        "JSON, not a property list: neither the device nor settingsc reads it as one; settingsc reads "
                            + "JSON as a String Catalog (NAME.xcstrings) or as its configuration (.settingsc.json)"),
            RuleExample(silent: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array></array></plist>\n"),
        ] })
}

extension Diagnostic {
    static func notAPlist(found name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.notAPlist, "the document element is <\(name)>, expected <plist>", at: location)
    }

    /// `{ … }`, `( … )` or `"…"` where XML should start: CoreFoundation reads the OpenStep format when XML
    /// fails, settingsc does not (a deliberate difference, listed in docs/input-and-hardening.md).
    static func oldStylePlist(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.notAPlist, "an old-style (OpenStep) property list: the device reads it, but settingsc checks XML and "
            + "binary property lists only; convert it with plutil -convert xml1 FILE", at: location)
    }

    /// `{` and a quoted key followed by `:`: JSON, which CoreFoundation's old-style reader refuses (it wants
    /// `=`), so no "the device reads it" here. A catalog or a configuration given where a plist goes.
    static func jsonText(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.notAPlist, "JSON, not a property list: neither the device nor settingsc reads it as one; settingsc "
            + "reads JSON as a String Catalog (NAME.xcstrings) or as its configuration (.settingsc.json)", at: location)
    }
}
