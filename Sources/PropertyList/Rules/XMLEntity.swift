import XMLStream

extension Rule {
    /// An entity declaration or a reference to an entity other than the five predefined ones; plists never need them, and they are how entity bombs and external file reads work.
    package static let xmlEntity = Rule(
        id: "xml-entity", severity: .error,
        summary: "An entity declaration or a reference to an entity other than the five predefined ones; plists never need them, and they are how entity bombs and external file reads work.",
        checkedIn: "PlistBuilder.problem, from XMLStream's entity refusal",
        examples: { [
            RuleExample("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [↓<!ENTITY x \"y\">]>\n<plist><array/></plist>\n",
                        "entity declaration 'x' is not allowed: property lists never declare entities"),
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
