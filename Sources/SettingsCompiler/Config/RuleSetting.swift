import Diagnostics
import PropertyList

/// What a project makes of one rule (`"rules"` in `.settingsc.json`, `--rule ID=SETTING`).
public enum RuleSetting: String, CaseIterable, Sendable {
    /// Not reported at all.
    case off
    /// Reported as a warning (fails only a strict run).
    case warning
    /// Reported as an error (fails the run).
    case error

    /// The severity findings of the rule get; nil when they are dropped.
    var severity: Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }

    /// Every rule id a setting may name: what `validate` and `generate` check.
    package static var ruleIDs: [String] { DefinitionCompiler.ruleIDs() }

    /// Reads `ID=off|warning|error` (`--rule`): the id and its setting, or what is wrong, in words.
    public static func parse(_ text: String) -> Result<RuleOverride, CommandFailure> {
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(.usage("--rule takes ID=off|warning|error, found '\(text)'"))
        }
        let id = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        let ids = ruleIDs
        guard ids.contains(id) else {
            return .failure(.usage("unknown rule '\(id)' in --rule" + MessageText.didYouMean(Suggestions.closest(to: id, in: ids))
                + "; settingsc help rules lists them"))
        }
        guard let setting = RuleSetting(rawValue: value) else {
            return .failure(.usage("invalid setting '\(value)' for rule '\(id)' in --rule; expected 'off', 'warning' or 'error'"
                + MessageText.didYouMean(Suggestions.closest(to: value, in: allCases.map(\.rawValue)))))
        }
        return .success(RuleOverride(id: id, setting: setting))
    }
}

/// `--rule ID=SETTING`: one rule's setting from the command line, over the configuration's.
public struct RuleOverride: Sendable, Equatable {
    public var id: String
    public var setting: RuleSetting

    public init(id: String, setting: RuleSetting) {
        self.id = id
        self.setting = setting
    }
}

/// The `--rule`s of a run, in order. Kept as `ID=SETTING` texts: an array of strings needs no type
/// metadata made at start-up, which an array of `RuleOverride` in every run's options did (~90 K
/// instructions on a run that takes 660 K).
public struct RuleOverrides: Sendable, Equatable {
    private var texts: [String] = []

    public init() {}

    public mutating func append(_ override: RuleOverride) {
        texts.append(override.id + "=" + override.setting.rawValue)
    }

    /// Each override, in order.
    var all: [RuleOverride] {
        texts.compactMap { text in
            guard let equals = text.firstIndex(of: "="),
                  let setting = RuleSetting(rawValue: String(text[text.index(after: equals)...])) else { return nil }
            return RuleOverride(id: String(text[..<equals]), setting: setting)
        }
    }

    var isEmpty: Bool { texts.isEmpty }
}
