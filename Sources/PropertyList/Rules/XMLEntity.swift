import XMLStream

extension Rule {
    /// An entity declaration or a reference to an entity other than the five predefined ones; plists never need them, and they are how entity bombs and external file reads work.
    public static let xmlEntity = Rule(
        id: "xml-entity", severity: .error,
        summary: "An entity declaration or a reference to an entity other than the five predefined ones; plists never need them, and they are how entity bombs and external file reads work.",
        checkedIn: "PlistBuilder.problem, from XMLStream's entity refusal",
        examples: { [] })
}

extension Diagnostic {
    static func xmlEntity(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.xmlEntity, message, at: location)
    }
}
