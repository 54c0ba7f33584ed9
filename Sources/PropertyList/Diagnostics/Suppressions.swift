import Diagnostics

/// Applies a file's inline suppressions to its findings: a finding a suppression covers is
/// dropped, and every rule named in a suppression that silenced nothing is reported
/// (`unused-suppression`), as is a directive misspelt.
///
/// The comments are read only when the file's bytes mention `marker`, which the reader noted as the
/// bytes went by; a file without it costs nothing here.
package enum Suppressions {
    /// What every directive starts with.
    package static let marker = Array(SuppressionScanner.restOfFile.utf8)

    /// `report` with what its suppressions silence left out and what they failed to silence reported;
    /// `rules` are the rule ids there are (asked for only when a file has suppressions).
    package static func apply(to report: FileReport, rules allRules: () -> [String]) -> FileReport {
        guard report.file.mentionsSuppressions, let lines = report.file.textLines() else { return report }
        let (suppressions, strays) = SuppressionScanner.scan(lines)
        guard !suppressions.isEmpty || !strays.isEmpty else { return report }
        let (kept, unused) = filter(report.diagnostics, by: suppressions)
        let rules = unused.isEmpty ? [] : allRules()
        // A directive misspelt: the one of the two it reads most like.
        var found = strays.map { stray in
            Diagnostic.unusedSuppression(stray: stray.word, suggestion: stray.word.contains("line")
                ? SuppressionScanner.nextLine : SuppressionScanner.restOfFile, at: stray.location)
        }
        for (suppression, names) in unused {
            if suppression.names.isEmpty {
                found.append(.unusedSuppression(namingNothing: suppression.directive, at: suppression.location))
            }
            for name in names {
                let known = rules.contains(name.id)
                found.append(.unusedSuppression(name.id, nextLine: suppression.directive == SuppressionScanner.nextLine,
                                                unknownSuggestion: known ? nil : Suggestions.closest(to: name.id, in: rules),
                                                known: known, at: name.location))
            }
        }
        return kept.count == report.diagnostics.count && found.isEmpty ? report
            : report.replacing(kept).adding(found)
    }

    /// The findings no suppression covers, and for each suppression the names that covered nothing.
    /// A suppression of the next line is tried before one of the rest of the file, and earlier ones
    /// before later ones: a second suppression of what is already silenced silences nothing.
    static func filter(_ diagnostics: [Diagnostic], by suppressions: [Suppression])
        -> (kept: [Diagnostic], unused: [(Suppression, [Suppression.Name])]) {
        var used = suppressions.map { Array(repeating: false, count: $0.names.count) }
        let order = suppressions.indices.sorted { a, b in
            switch (suppressions[a].scope, suppressions[b].scope) {
            case (.line, .restOfFile): true
            case (.restOfFile, .line): false
            default: a < b
            }
        }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let match = order.first { suppressions[$0].covers(diagnostic.rule.id, at: diagnostic.location) }
            guard let match else {
                kept.append(diagnostic)
                continue
            }
            for (index, name) in suppressions[match].names.enumerated() where name.id == diagnostic.rule.id {
                used[match][index] = true
            }
        }
        var unused: [(Suppression, [Suppression.Name])] = []
        for (index, suppression) in suppressions.enumerated() {
            let names = suppression.names.enumerated().filter { !used[index][$0.offset] }.map(\.element)
            // A directive naming the same rule twice: the second adds nothing.
            if !names.isEmpty || suppression.names.isEmpty { unused.append((suppression, names)) }
        }
        return (kept, unused)
    }
}
