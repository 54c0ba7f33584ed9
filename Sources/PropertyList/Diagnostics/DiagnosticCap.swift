import Diagnostics

/// At most `perRule` diagnostics of one rule in one file; the rest are counted and stand as one "and N
/// more like this in this file" diagnostic of that rule, placed where the first left out was.
///
/// A file that repeats one mistake a million times (a `.strings` table with a key defined a million
/// times) is then reported in its first places and one line, not a million messages (which took 8 s and
/// 1 GB): readers count as they go (`admits`) and never make what they would drop, and `FileReport` caps
/// whatever reaches it. The counts stay honest: `FileReport`'s error and warning counts include what
/// was left out.
///
/// The cap is a value handed down from the pipeline to the readers: a file shows `shown` of a rule, but
/// a baseline is matched (or written) before that, against up to `baselined` of a rule, so that a
/// file with 300 findings of one rule can have all 300 accepted. What is left after matching is then
/// capped to `shown` for display.
public struct DiagnosticCap: Sendable {
    /// How many diagnostics of one rule one file shows.
    public static let shown = 100
    /// How many diagnostics of one rule one file keeps when a baseline is read or written: every finding
    /// of a real project's debt, yet a bound on what a hostile file (a key defined a million times) costs.
    /// Past it, findings are summarised and no baseline can record or accept them.
    public static let baselined = 10_000

    /// How many diagnostics of one rule this cap keeps.
    public let perRule: Int
    private var kept: [String: Int] = [:]
    /// Per rule left out: the rule, the first place, its severity and how many.
    private var left: [String: (rule: Rule, location: SourceLocation, severity: Severity, count: Int)] = [:]
    /// Rule ids in the order they first went over, so that the summaries come out in a fixed order.
    private var order: [String] = []

    /// A cap of `perRule` diagnostics of one rule, nothing counted yet.
    public init(perRule: Int = DiagnosticCap.shown) {
        self.perRule = perRule
    }

    /// Whether one more diagnostic of `rule` at `location` is kept; if not, it is counted as left out.
    package mutating func admits(_ rule: Rule, at location: SourceLocation, severity: Severity? = nil) -> Bool {
        let count = kept[rule.id, default: 0]
        if count < perRule {
            kept[rule.id] = count + 1
            return true
        }
        leaveOut(rule, at: location, severity: severity ?? rule.severity, count: 1)
        return false
    }

    /// Whether `diagnostic` is kept; a summary of diagnostics left out before (by a reader's cap) adds
    /// its count instead.
    package mutating func admits(_ diagnostic: Diagnostic) -> Bool {
        if diagnostic.omitted > 0 {
            leaveOut(diagnostic.rule, at: diagnostic.location, severity: diagnostic.severity, count: diagnostic.omitted)
            return false
        }
        return admits(diagnostic.rule, at: diagnostic.location, severity: diagnostic.severity)
    }

    private mutating func leaveOut(_ rule: Rule, at location: SourceLocation, severity: Severity, count: Int) {
        guard var entry = left[rule.id] else {
            left[rule.id] = (rule, location, severity, count)
            order.append(rule.id)
            return
        }
        entry.count += count
        if location < entry.location { entry.location = location }
        left[rule.id] = entry
    }

    /// One "and N more" diagnostic per rule that went over.
    package var summaries: [Diagnostic] {
        order.map { id in
            let entry = left[id]!
            var summary = Diagnostic(entry.rule, "and \(entry.count) more like this in this file", at: entry.location)
            summary.severity = entry.severity
            summary.omitted = entry.count
            return summary
        }
    }

    /// `diagnostics` with at most `perRule` of each rule (the first, in their order), then the summaries.
    package func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var cap = self
        var result = diagnostics.filter { cap.admits($0) }
        result += cap.summaries
        return result
    }
}
