/// An input of a rule's examples, and what the rule must report on it.
///
/// The input is one file or a Settings bundle's files (`[path: text]`, paths relative to the bundle).
/// A `↓` marks where each diagnostic of the rule is expected — in a binary property list (text that
/// begins `bplist`) its byte offset — and `messages` are what it says there, in the order of the markers
/// (files in path order). A finding about a file as a whole (one that cannot be read, a bundle without
/// a root page) has no place inside it: a `↓` before the file's path stands for it, `↓` alone for the
/// bundle folder, and a file whose text is `nil` is not written at all. An example without markers and
/// messages must not trigger the rule at all.
package struct RuleExample: Sendable {
    /// What runs the example: `validate`, or `generate swift` for the rules only generation checks.
    package enum Command: Sendable {
        case validate
        case generateSwift
    }

    /// The marker of an expected position.
    package static let marker: Character = "↓"

    /// What begins a bundle file's text that is a symbolic link: the rest is where it leads.
    package static let linkPrefix = "→ "

    /// A bundle file that is a symbolic link to `target` (relative to the link's folder); a finding about
    /// the link itself is marked by a `↓` before its path.
    package static func symbolicLink(to target: String) -> String {
        linkPrefix + target
    }

    /// Path → text, in path order; a single file is named `Settings.plist`; nil: not written.
    package let files: [(path: String, text: String?)]
    /// Whether `files` make a bundle (validated as a folder) rather than one file.
    package let isBundle: Bool
    package let messages: [String]
    /// The severity of the diagnostics when it is not the rule's own (a rule with a gentler form).
    package let severity: Severity?
    package let command: Command
    /// Profiles the example is checked with (`--profile NAME`), by name.
    package let profiles: [String]
    /// Where the example is written, so that a failing one names its line.
    package let sourceFile: String
    package let sourceLine: Int

    /// Triggers the rule in one file: a `↓` per message.
    package init(_ text: String, _ messages: String..., severity: Severity? = nil, command: Command = .validate,
                fileID: String = #fileID, line: Int = #line) {
        self.init(files: [("Settings.plist", text)], isBundle: false, messages: messages, severity: severity,
                  command: command, fileID: fileID, line: line)
    }

    /// Triggers the rule in files that are not a bundle, each given on its own (a `↓` before a path
    /// with no text: a file that does not exist).
    package init(files: KeyValuePairs<String, String?>, _ messages: String..., severity: Severity? = nil,
                 command: Command = .validate, fileID: String = #fileID, line: Int = #line) {
        self.init(files: files.map { ($0.key, $0.value) }, isBundle: false, messages: messages, severity: severity,
                  command: command, fileID: fileID, line: line)
    }

    /// Triggers the rule in a bundle: a `↓` per message, in any of its files.
    package init(bundle: KeyValuePairs<String, String?>, _ messages: String..., severity: Severity? = nil,
                command: Command = .validate, profiles: [String] = [], fileID: String = #fileID, line: Int = #line) {
        self.init(files: bundle.map { ($0.key, $0.value) }, isBundle: true, messages: messages, severity: severity,
                  command: command, profiles: profiles, fileID: fileID, line: line)
    }

    /// Must not trigger the rule: one file.
    package init(silent text: String, command: Command = .validate, fileID: String = #fileID, line: Int = #line) {
        self.init(files: [("Settings.plist", text)], isBundle: false, messages: [], severity: nil, command: command,
                  fileID: fileID, line: line)
    }

    /// Must not trigger the rule: a bundle.
    package init(silentBundle bundle: KeyValuePairs<String, String?>, command: Command = .validate,
                profiles: [String] = [], fileID: String = #fileID, line: Int = #line) {
        self.init(files: bundle.map { ($0.key, $0.value) }, isBundle: true, messages: [], severity: nil,
                  command: command, profiles: profiles, fileID: fileID, line: line)
    }

    private init(files: [(String, String?)], isBundle: Bool, messages: [String], severity: Severity?,
                 command: Command, profiles: [String] = [], fileID: String, line: Int) {
        self.files = files.sorted { $0.0.filter { $0 != Self.marker } < $1.0.filter { $0 != Self.marker } }
        self.isBundle = isBundle
        self.messages = messages
        self.severity = severity
        self.command = command
        self.profiles = profiles
        self.sourceFile = fileID
        self.sourceLine = line
    }

    /// Whether the rule must report something on it.
    package var triggers: Bool { !messages.isEmpty }
}
