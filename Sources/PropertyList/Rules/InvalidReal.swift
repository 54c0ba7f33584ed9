import Diagnostics
import XMLStream

extension Rule {
    /// A <real> the device refuses: not a decimal number, nan or infinity (a real too large for a double is
    /// infinity to the device: non-standard-value).
    package static let invalidReal = Rule(
        id: "invalid-real", severity: .error,
        summary: "A <real> the device refuses: not a decimal number, nan or infinity, or with white space after it.",
        checkedIn: "PlistBuilder.value(of:), as a <real> element ends",
        examples: { [
            RuleExample(ExampleText.plist("<array>↓<real>1.2.3</real>↓<real>1.5 </real>↓<real>-nan</real></array>"),
                        "invalid real '1.2.3'",
                        "invalid real '1.5 ': the device refuses white space after the number",
                        "invalid real '-nan': the device reads nan only without a sign"),
            RuleExample(silent: ExampleText.plist("<array><real>1.5</real><real>-1.7e308</real><real> 2</real><real>infinity</real>"
                                                  + "<real>nan</real></array>")),
        ] })
}

extension Diagnostic {
    static func invalidReal(_ text: String, at location: SourceLocation) -> Diagnostic {
        let trimmed = String(Substring(Substring(text).utf8.trimmingXMLWhitespace()))
        let reason = switch trimmed.lowercased() {
        case "+nan", "-nan": ": the device reads nan only without a sign"
        case _ where trimmed != text && PlistReal.parse(trimmed[...]) != .failure(.notANumber):
            ": the device refuses white space after the number"
        default: ""
        }
        return Diagnostic(.invalidReal, "invalid real \(MessageText.quoted(text))\(reason)", at: location)
    }
}
