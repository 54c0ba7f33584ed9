import Platform
import PropertyList

/// The entries of one specifier that passed their shape check, by key: what the typed model is built
/// from. A key that is absent, or whose value had the wrong shape (already reported), reads as nil.
///
/// A specifier has a handful of keys: a linear search over them costs less than hashing each key.
struct SpecifierEntries {
    private var accepted: [PlistDictionary.Entry] = []

    /// Room for `count` entries, so that filling it does not grow the array step by step.
    mutating func reserveCapacity(_ count: Int) { accepted.reserveCapacity(count) }

    subscript(key: String) -> PlistDictionary.Entry? {
        get { accepted.last { System.sameBytes($0.key, key) } }
        set {
            // The getter takes the last entry of a key, so a new one is appended without looking for the
            // old (a search of every entry set before, for each entry of every specifier).
            if let newValue { accepted.append(newValue) } else { accepted.removeAll { System.sameBytes($0.key, key) } }
        }
    }

    func node(_ key: String) -> PlistNode? { self[key]?.value }

    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key]?.value.value { return text }
        return nil
    }

    func located(_ key: String) -> Located<String>? {
        guard let entry = self[key], case .string(let text) = entry.value.value else { return nil }
        return Located(text, at: entry.value.location)
    }

    func text(_ key: String) -> LocalizableText? {
        guard let entry = self[key], case .string(let text) = entry.value.value else { return nil }
        return LocalizableText(text, at: entry.value.location)
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let value)? = self[key]?.value.value { return value }
        return nil
    }

    func number(_ key: String) -> Double? {
        self[key].flatMap { PlistText.double($0.value.value) }
    }

    func settingKey() -> SettingKey? {
        guard let entry = self["Key"], case .string(let name) = entry.value.value else { return nil }
        return SettingKey(name, at: entry.value.location)
    }

    func items(_ key: String) -> [PlistNode]? {
        if case .array(let items)? = self[key]?.value.value { return items }
        return nil
    }

    func texts(_ key: String) -> [LocalizableText]? {
        items(key)?.map { item in
            if case .string(let text) = item.value { return LocalizableText(text, at: item.location) }
            return LocalizableText("", at: item.location)
        }
    }
}
