import Diagnostics

extension Rule {
    /// An element that is not part of the PropertyList-1.0 format.
    package static let unknownElement = Rule(
        id: "unknown-element", severity: .error,
        summary: "An element that is not part of the PropertyList-1.0 format.",
        checkedIn: "PlistBuilder.startElement, at an element no plist has",
        examples: { [
            RuleExample(ExampleText.plist("<array>\n<string>a</string>\n↓<strnig>x</strnig>\n"
                                          + "↓<x:string xmlns:x=\"urn:x\">y</x:string>\n</array>"),
                        "unknown element <strnig>; did you mean '<string>'?",
                        "unknown element <x:string>; did you mean '<string>'?"),
            RuleExample(ExampleText.plist("<dict><key>a</key>↓<maybe/><key>b</key><true/></dict>"), "unknown element <maybe>"),
            RuleExample(silent: ExampleText.plist("<dict><key>a</key><string>x</string><key>b</key><true/></dict>")),
        ] })
}

extension Diagnostic {
    static func unknownElement(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.unknownElement, "unknown element <\(name)>\(MessageText.didYouMean(suggestion.map { "<\($0)>" }))",
                   at: location, suggestion: suggestion)
    }
}
