import Diagnostics
import PropertyList

/// What a project's configuration and the command line make of one FILE's findings: rules
/// turned off or given another severity, texts that need no translation, then — once a baseline has
/// taken what it knows — a strict run's warnings shown as errors, and `--quiet`'s errors only.
package struct FindingPolicy: Sendable {
    /// Rule id → setting: the configuration's, then `--rule`'s over them.
    var rules: [String: RuleSetting] = [:]
    var untranslated: Set<String> = []
    /// What made the run strict, as messages name it (`--strict`, `"strict" in .settingsc.json`); nil: not strict.
    var strictBy: String?
    var quiet = false

    /// The policy for files under `configuration`, with the command line's `--rule`s (in order),
    /// `--strict` and `--quiet`.
    package init(configuration: Configuration?, options: ConfigurationOptions) {
        if let configuration {
            rules = configuration.rules
            untranslated = configuration.untranslated
            if configuration.strict == true { strictBy = "'strict' in \(configuration.path)" }
        }
        if !options.rules.isEmpty {
            for override in options.rules.all { rules[override.id] = override.setting }
        }
        if options.strict { strictBy = "--strict" }
        quiet = options.quiet
    }

    /// Whether a finding of `rule` is reported, and at which severity (nil: it is turned off).
    package func severity(of diagnostic: Diagnostic) -> Severity? {
        guard let setting = rules[diagnostic.rule.id] else { return diagnostic.severity }
        return setting.severity
    }

    /// The findings the project wants: rules' settings applied, untranslated texts left out.
    package func settle(_ report: FileReport) -> FileReport {
        guard !rules.isEmpty || !untranslated.isEmpty else { return report }
        var changed = false
        var kept: [Diagnostic] = []
        for var diagnostic in report.diagnostics {
            guard let severity = severity(of: diagnostic),
                  !(diagnostic.rule == .missingTranslation && diagnostic.item.map(untranslated.contains) == true) else {
                changed = true
                continue
            }
            if severity != diagnostic.severity {
                diagnostic.severity = severity
                changed = true
            }
            kept.append(diagnostic)
        }
        return changed ? report.replacing(kept) : report
    }

    /// The findings as shown: in a strict run every warning fails it, so it is shown as an error that
    /// says it was a warning; with `--quiet`, only errors.
    package func present(_ report: FileReport) -> FileReport {
        guard strictBy != nil || quiet, report.diagnostics.contains(where: { $0.severity == .warning }) else { return report }
        var shown: [Diagnostic] = []
        for var diagnostic in report.diagnostics {
            if diagnostic.severity == .warning, let strictBy {
                diagnostic.severity = .error
                diagnostic.message += " (a warning, made an error by \(strictBy))"
            }
            if quiet && diagnostic.severity != .error { continue }
            shown.append(diagnostic)
        }
        return report.replacing(shown)
    }
}
