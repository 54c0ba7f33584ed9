import PropertyList
import XMLStream

extension Rule {
    /// A DefaultValue that is not one of the Values: the Settings app shows no choice as selected.
    public static let defaultNotInValues = Rule(
        id: "default-not-in-values", severity: .error,
        summary: "A DefaultValue that is not one of the Values: the Settings app shows no choice as selected.",
        checkedIn: "DefaultNotInValues.check, from SpecifierChecks as a specifier is built",
        examples: { [] })
}

extension Diagnostic {
    static func defaultNotInValues(_ value: PlistValue, values: [PlistNode], at location: SourceLocation) -> Diagnostic {
        var message = "'DefaultValue' \(PlistText.describe(value)) is not one of 'Values' ("
            + values.prefix(8).map { PlistText.describe($0.value) }.joined(separator: ", ")
            + (values.count > 8 ? ", …" : "") + ")"
        // The usual cause: the same text with another type ("0" and 0).
        if let twin = values.first(where: { PlistText.plain($0.value) == PlistText.plain(value) }) {
            message += "; \(PlistText.describe(twin.value)) is \(MessageText.article(twin.value.typeName)) but the default is "
                + "\(MessageText.article(value.typeName))"
        }
        return Diagnostic(.defaultNotInValues, message, at: location)
    }
}

/// Checks that a default is one of the values offered.
enum DefaultNotInValues {
    static func check(_ defaultValue: PlistNode, among choices: ChoiceList) -> Diagnostic? {
        guard !choices.values.isEmpty, choices.index(of: defaultValue.value) == nil else { return nil }
        return .defaultNotInValues(defaultValue.value, values: choices.values, at: defaultValue.location)
    }
}
