import XMLStream

/// The entries of one specifier that passed their shape check, by key: what the typed model is built
/// from. A key that is absent, or whose value had the wrong shape (already reported), reads as nil.
struct SpecifierEntries {
    private var entries: [String: PlistDictionary.Entry] = [:]

    subscript(key: String) -> PlistDictionary.Entry? {
        get { entries[key] }
        set { entries[key] = newValue }
    }

    func node(_ key: String) -> PlistNode? { entries[key]?.value }

    func string(_ key: String) -> String? {
        if case .string(let text)? = entries[key]?.value.value { return text }
        return nil
    }

    func located(_ key: String) -> Located<String>? {
        guard let entry = entries[key], case .string(let text) = entry.value.value else { return nil }
        return Located(text, at: entry.value.location)
    }

    func text(_ key: String) -> LocalizableText? {
        guard let entry = entries[key], case .string(let text) = entry.value.value else { return nil }
        return LocalizableText(text, at: entry.value.location)
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let value)? = entries[key]?.value.value { return value }
        return nil
    }

    func number(_ key: String) -> Double? {
        entries[key].flatMap { PlistText.double($0.value.value) }
    }

    func settingKey() -> SettingKey? {
        guard let entry = entries["Key"], case .string(let name) = entry.value.value else { return nil }
        return SettingKey(name, at: entry.value.location)
    }

    func items(_ key: String) -> [PlistNode]? {
        if case .array(let items)? = entries[key]?.value.value { return items }
        return nil
    }

    func texts(_ key: String) -> [LocalizableText]? {
        items(key)?.map { item in
            if case .string(let text) = item.value { return LocalizableText(text, at: item.location) }
            return LocalizableText("", at: item.location)
        }
    }
}
