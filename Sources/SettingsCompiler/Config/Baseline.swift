import Diagnostics
import PropertyList
import Platform

/// The findings a project has accepted for now (`validate --write-baseline FILE`), so that a run
/// reports only new ones (`--baseline FILE`).
///
/// A finding is matched by its rule, its file and the item it is about — the key or text its rule
/// names (`Diagnostic.item`), else the text of its line with the indentation trimmed — never by line
/// number, so that edits elsewhere in the file do not revive it. Each entry accepts one finding: a
/// second finding with the same rule, file and item is new. A missing translation is an entry per
/// language (`Sound (de)`), so that a language added later has its gaps reported. The file's format is
/// `docs/baseline.schema.json`.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        /// The file, relative to the baseline's folder (`/`-separated; `<stdin>` for standard input).
        public var file: String
        public var item: String
        /// For whoever reads the file: not matched.
        public var severity: String
        public var message: String

        /// What a finding is matched by.
        var key: Key { Key(rule: rule, file: file, item: item) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            let left = [lhs.file, lhs.rule, lhs.item, lhs.message], right = [rhs.file, rhs.rule, rhs.item, rhs.message]
            return left.lexicographicallyPrecedes(right) { System.bytesPrecede($0, $1) }
        }
    }

    struct Key: Hashable {
        var rule: String
        var file: String
        var item: String
    }

    /// The version of the file format this settingsc reads and writes.
    public static let version = 1

    /// In file order (`file`, `rule`, `item`, `message`, by bytes): what `write` writes.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of `reports`' findings (warnings and errors; notes go with their finding), files
    /// named relative to `directory` (absolute). The reports are read with the baseline's cap
    /// (`DiagnosticCap.baselined`), so every finding short of it is recorded. An "and N more like this"
    /// line is not recorded, and never accepts a finding: it stands for findings nobody has seen, and
    /// accepting it would accept any new finding of its rule past the cap in its file.
    package init(recording reports: [FileReport], relativeTo directory: String) {
        var entries: [Entry] = []
        for report in reports {
            let file = Self.name(of: report.file, relativeTo: directory)
            for diagnostic in report.diagnostics where diagnostic.severity != .note && diagnostic.omitted == 0 {
                for item in Self.items(of: diagnostic, in: report.file) {
                    entries.append(Entry(rule: diagnostic.rule.id, file: file, item: item,
                                         severity: diagnostic.severity.rawValue, message: diagnostic.message))
                }
            }
        }
        self.init(entries: entries)
    }

    /// What matching `reports` against the baseline leaves.
    package struct Outcome {
        /// The reports without the findings the baseline accepts.
        package var reports: [FileReport]
        /// How many findings it accepted.
        package var matched: Int
        /// Entries that accept nothing any more: their file was checked (or is gone) and has no such finding.
        package var stale: Int
    }

    /// Leaves out of `reports` every finding an entry accepts (files named relative to `directory`).
    package func apply(to reports: [FileReport], relativeTo directory: String) -> Outcome {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        var checked: Set<String> = []
        var matched = 0
        var kept: [FileReport] = []
        for report in reports {
            let file = Self.name(of: report.file, relativeTo: directory)
            checked.insert(file)
            var shown: [Diagnostic] = []
            for diagnostic in report.diagnostics {
                // Accepted when every part of it has an entry left (a missing translation: every language);
                // the parts that have one use it up all the same (it is not stale), and the finding is shown.
                let keys = Self.items(of: diagnostic, in: report.file).map { Key(rule: diagnostic.rule.id, file: file, item: $0) }
                let recordable = diagnostic.severity != .note && diagnostic.omitted == 0
                var accepted = recordable
                for key in keys where recordable {
                    if let count = remaining[key], count > 0 { remaining[key] = count - 1 } else { accepted = false }
                }
                if accepted {
                    matched += 1
                } else {
                    shown.append(diagnostic)
                }
            }
            kept.append(shown.count == report.diagnostics.count ? report : report.replacing(shown))
        }
        let stale = remaining.filter { key, count in
            count > 0 && (checked.contains(key.file)
                || (key.file != "<stdin>" && System.kind(of: System.absolutePath(key.file, from: directory)) == .missing))
        }.values.reduce(0, +)
        return Outcome(reports: kept, matched: matched, stale: stale)
    }

    /// A finding's entries' items: its item, or one per part (`Sound (de)`, `Sound (fr)`).
    static func items(of diagnostic: Diagnostic, in file: SourceFile) -> [String] {
        let item = item(of: diagnostic, in: file)
        return diagnostic.itemParts.isEmpty ? [item] : diagnostic.itemParts.map { "\(item) (\($0))" }
    }

    /// A finding's item: the key or text its rule names, else its line's text without indentation, else
    /// (a binary file, a blank line) its message.
    static func item(of diagnostic: Diagnostic, in file: SourceFile) -> String {
        if let item = diagnostic.item { return item }
        if diagnostic.location.byteOffset == nil, let line = file.line(diagnostic.location.line) {
            let trimmed = String(WhiteSpace.trimmed(line))
            if !trimmed.isEmpty { return trimmed }
        }
        return diagnostic.message
    }

    /// The file's name in a baseline: relative to the baseline's folder.
    static func name(of file: SourceFile, relativeTo directory: String) -> String {
        guard file.path != "-", file.displayName != "<stdin>" else { return "<stdin>" }
        return System.relativePath(System.absolutePath(file.path), from: directory)
    }
}
