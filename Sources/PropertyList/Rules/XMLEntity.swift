import Diagnostics

extension Rule {
    /// A reference to an entity other than the five predefined ones: plists never need them, and they are
    /// how entity bombs and external file reads work. (A declaration sits in an internal DTD subset, which
    /// the device refuses: cf-syntax.)
    package static let xmlEntity = Rule(
        id: "xml-entity", severity: .error,
        summary: "A reference to an entity other than the five predefined ones: plists never need them, and they are how "
            + "entity bombs and external file reads work.",
        checkedIn: "PlistBuilder.problem, from XMLStream's entity refusal",
        examples: { [
            RuleExample(ExampleText.plist("<array><string>↓&nbsp;</string></array>"),
                        "entity reference '&nbsp;' is not allowed: "
                            + "only &amp; &lt; &gt; &quot; &apos; and character references are"),
            // The five predefined entities and character references are plain XML.
            RuleExample(silent: ExampleText.plist("<array><string>&lt;&amp;&gt;&quot;&apos;&#160;&#xE9;</string></array>")),
        ] })
}

extension Diagnostic {
    static func xmlEntity(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.xmlEntity, message, at: location)
    }
}
