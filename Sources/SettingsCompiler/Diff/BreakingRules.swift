import Diagnostics
import PropertyList

/// What a change takes from users who already have stored values, each rule with the one line that says
/// why: a renamed key (the value stays under the old name, unread), a key whose value type changes (a
/// toggle's value read by a multi value; a toggle's `TrueValue`/`FalseValue` changed), and a multi
/// value or radio group whose `Values` lose one that users may have chosen.
enum BreakingRules {
    /// A renamed key: breaking when the item stores a value.
    static func renamed(_ old: DiffItem, _ new: DiffItem) -> String? {
        guard old.storage != nil, let oldKey = old.key, let newKey = new.key else { return nil }
        return "users' stored values under '\(oldKey)' are no longer read: the item now stores under '\(newKey)'"
    }

    /// The breaking changes between two versions of one item, by the attribute they are reported on.
    static func reasons(_ old: DiffItem, _ new: DiffItem) -> [String: String] {
        guard let before = old.storage, let after = new.storage else { return [:] }
        var reasons: [String: String] = [:]
        let key = new.key.map { "'\($0)'" } ?? "its key"
        switch (before, after) {
        case let (.toggle(oldOn, oldOff), .toggle(newOn, newOff)):
            if oldOn != newOn {
                reasons["TrueValue"] = "users who turned it on have \(oldOn ?? "true") stored under \(key); "
                    + "on is now stored as \(newOn ?? "true")"
            }
            if oldOff != newOff {
                reasons["FalseValue"] = "users who turned it off have \(oldOff ?? "false") stored under \(key); "
                    + "off is now stored as \(newOff ?? "false")"
            }
        case let (.choice(_, oldValues), .choice(_, newValues)):
            let lost = oldValues.filter { !newValues.contains($0) }
            if !lost.isEmpty {
                reasons["Values"] = "users who chose \(DiffItem.list(lost)) keep \(lost.count == 1 ? "a value" : "values") "
                    + "under \(key) that it no longer offers"
            }
        default:
            if before != after {
                reasons[old.type != new.type ? "Type" : "DefaultValue"] = "values stored under \(key) are "
                    + "\(describe(before)); it now stores \(describe(after))"
            }
        }
        return reasons
    }

    /// What a stored value is, in words: "a boolean", "YES or NO", "a number", "one of 1, 2, 3".
    static func describe(_ storage: DiffItem.Storage) -> String {
        switch storage {
        case let .toggle(on, off):
            on == nil && off == nil ? "a boolean" : "\(on ?? "true") or \(off ?? "false")"
        case .typed(let type):
            MessageText.article(type)
        case .choice(_, let values):
            "one of \(DiffItem.list(values))"
        }
    }
}
