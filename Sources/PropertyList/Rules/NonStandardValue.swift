import Diagnostics

extension Rule {
    /// A value the device reads otherwise than it is written: the message names the value it uses.
    package static let nonStandardValue = Rule(
        id: "non-standard-value", severity: .warning,
        summary: "A value the device reads otherwise than it is written (a date that does not exist, a real out of range, "
            + "lenient base64, white space after a sign…): the message names the value the device uses.",
        checkedIn: "PlistBuilder.value(of:) through PlistDate, PlistReal, PlistInteger and CFBase64; CFReadingFilter for tags",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<date>2020-01-32T00:00:00Z</date>↓<real>1e309</real>↓<integer>- 42</integer>"
                                          + "</array>"),
                        "date '2020-01-32T00:00:00Z' does not exist: the device reads it as 2020-02-01T00:00:00Z",
                        "real '1e309' is beyond the largest double: the device reads it as infinity",
                        "integer '- 42' has white space after its sign: the device reads it as -42, other tools refuse it"),
            RuleExample(ExampleText.plist("<array>↓<data>SGVs*</data>↓<data>SGVsbA</data></array>"),
                        "<data> is not strict base64 ('*' is not a base64 character): the device reads 3 bytes, other tools "
                            + "refuse it",
                        "<data> is not strict base64 (its last group is not padded with '='): the device reads 3 bytes, "
                            + "other tools refuse it"),
            RuleExample(silent: ExampleText.plist("<array><date>2020-02-01T00:00:00Z</date><real>1e308</real></array>")),
        ] })
}

extension Diagnostic {
    package static func nonStandardValue(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.nonStandardValue, message, at: location)
    }
}
