import Diagnostics
import Platform
import PropertyList

/// The entries of one specifier that passed their shape check, by key: what the typed model is built
/// from. A key that is absent, or whose value had the wrong shape (already reported), reads as nil.
///
/// Each accepted entry is filed under its `SpecifierKey` (the last one of a key wins, as every plist
/// reader keeps the last of duplicates) as the slot of its value in the page's values: texts become
/// `String`s, and values kept in the model (`DefaultValue`, `Values`) become `PlistNode`s, only when the
/// model is built from them. The table has a place for each key: nothing is compared per lookup.
/// It is a `SIMD32<Int32>`, a value of fixed size held in place, used as a table of 32 places: an array
/// cost an allocation per specifier (~530 instructions, the generic allocation looking its storage
/// type up each time: 2.1 M of the 50 bundles' 335 M), and `InlineArray` needs Swift 6.2 and macOS 26
/// where the package builds with Swift 6.0 on macOS 15.
struct SpecifierEntries {
    let values: PlistBuffer
    /// The value's slot for each `SpecifierKey`, by its position; -1 for none. (32 places for the 20 keys;
    /// a position past them would trap in the vector's subscript.)
    private var slots = SIMD32<Int32>(repeating: -1)
    /// The schema's keys written with a value, accepted or not: a bit for each position in
    /// `SpecifierSchema.allKeys(of:)` (a required key without its bit may be missing).
    var written: UInt64 = 0

    init(values: PlistBuffer) {
        self.values = values
    }

    /// Accepts the entry whose key is in slot `key`, which is `modelKey` (nil: one the model is not
    /// built from, such as an InAppSettingsKit key).
    mutating func accept(_ modelKey: SpecifierKey?, key: Int) {
        if let modelKey { slots[modelKey.position] = Int32(key + 1) }
    }

    /// The slot of the value of the accepted entry for `key`.
    func value(_ key: SpecifierKey) -> Int? {
        let slot = slots[key.position]
        return slot < 0 ? nil : Int(slot)
    }

    func location(_ key: SpecifierKey) -> SourceLocation? { value(key).map(values.location) }

    func node(_ key: SpecifierKey) -> PlistNode? { value(key).map(values.node) }

    func string(_ key: SpecifierKey) -> String? { value(key).flatMap(values.string) }

    /// Which of `names` a text value is, by position (nil when none, or not a text): told by its bytes.
    func position(_ key: SpecifierKey, among names: KeyNames) -> Int? { value(key).flatMap { values.match($0, in: names) } }

    func located(_ key: SpecifierKey) -> Located<String>? {
        guard let value = value(key), let text = values.string(value) else { return nil }
        return Located(text, at: values.location(value))
    }

    func text(_ key: SpecifierKey) -> LocalizableText? {
        guard let value = value(key), let text = values.string(value) else { return nil }
        return LocalizableText(text, at: values.location(value))
    }

    func bool(_ key: SpecifierKey) -> Bool? { value(key).flatMap(values.bool) }

    func number(_ key: SpecifierKey) -> Double? { value(key).flatMap(values.double) }

    func settingKey() -> SettingKey? {
        guard let value = value(.key), let name = values.string(value) else { return nil }
        return SettingKey(name, at: values.location(value))
    }

    /// The items of an array, as values kept in the model.
    func items(_ key: SpecifierKey) -> [PlistNode]? {
        guard let array = value(key), values.kind(array) == .array else { return nil }
        var items: [PlistNode] = []
        items.reserveCapacity(values.count(of: array))
        values.forEachItem(of: array) { items.append(values.node($0)) }
        return items
    }

    /// The items of an array of texts; an item that is no string reads as "" (it was reported).
    func texts(_ key: SpecifierKey) -> [LocalizableText]? {
        guard let array = value(key), values.kind(array) == .array else { return nil }
        var texts: [LocalizableText] = []
        texts.reserveCapacity(values.count(of: array))
        values.forEachItem(of: array) { item in
            texts.append(LocalizableText(values.kind(item) == .string ? values.string(item)! : "", at: values.location(item)))
        }
        return texts
    }
}
