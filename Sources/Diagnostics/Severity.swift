/// How bad a diagnostic is; `error` fails a build, `warning` only with `--strict`.
package enum Severity: String, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
