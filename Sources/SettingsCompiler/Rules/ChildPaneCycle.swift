import PropertyList
import XMLStream

extension Rule {
    /// A child pane that leads back to a page on its own path: a loop of pages.
    public static let childPaneCycle = Rule(
        id: "child-pane-cycle", severity: .warning,
        summary: "A child pane that leads back to a page on its own path: a loop of pages.",
        checkedIn: "BundleReader.walk, as it follows child panes depth first",
        examples: { [] })
}

extension Diagnostic {
    static func childPaneCycle(_ file: String, path: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.childPaneCycle, "child pane \(MessageText.quoted(file)) leads back to a page on its own path ("
            + (path + [file]).joined(separator: " → ") + ")", at: location)
    }
}
