import Diagnostics
import Platform

extension Rule {
    /// A file that cannot be read: nothing in it is checked, and the run fails.
    package static let unreadable = Rule(
        id: "unreadable", severity: .error,
        summary: "A file that cannot be read (missing, not a file, no permission, an I/O error): nothing in it is checked.",
        checkedIn: "Validation.run, for a FILE and for the files of a bundle that could not be opened",
        examples: { [
            RuleExample(files: ["↓Missing.plist": nil], "cannot read: No such file or directory"),
            RuleExample(silent: ExampleText.plist("<array/>")),
        ] })
}

extension Diagnostic {
    /// About the file as a whole: it has no place inside.
    package static func unreadable(_ error: System.FileError) -> Diagnostic {
        Diagnostic(.unreadable, "cannot read: \(error.reason)", at: .wholeFile)
    }
}
