import PropertyList

/// Why a key names no item of a definition: what it is instead (a row's or an item's title), then the
/// close match or the keys there are.
enum StoreKeyMessage {
    static func unknown(_ key: String, in definition: Definition, items: [Specifier], fileName: String) -> String {
        let keys = items.compactMap { $0.key?.name }
        var message: String
        switch definition {
        case .screen(let screen):
            if let named = items.first(where: { $0.title?.text == key && $0.key?.name != key }), named.key != nil {
                return "'\(key)' is the title of \(named.itemName); use its key"
            }
            if let row = screen.sections.lazy.flatMap(\.rows).first(where: { $0.title == key }) {
                message = "'\(key)' is a \(row.cellType.rawValue) row, not a switch"
            } else {
                message = "no switch with key '\(key)' in \(fileName)"
            }
            return message + closeMatch(key, in: keys, noun: "switches", none: "the definition has no switches")
        case .bundle(let bundle):
            let named = bundle.pages.filter { $0.variantOf == nil }.lazy.flatMap(\.specifiers)
                .first { $0.title?.text == key }
            if let named, named.key != nil {
                return "'\(key)' is the title of \(named.itemName); use its key"
            } else if let named {
                message = "'\(key)' is the title of \(named.itemName), which holds no value"
            } else {
                message = "no item with key '\(key)' in \(fileName)"
            }
            return message + closeMatch(key, in: keys, noun: "keys", none: "the bundle has no items with a key")
        }
    }

    /// "; did you mean 'X'?", else "; its NOUN are 'a', 'b' and 3 more", else "; NONE".
    private static func closeMatch(_ key: String, in keys: [String], noun: String, none: String) -> String {
        if let close = Suggestions.closest(to: key, in: keys) { return "; did you mean '\(close)'?" }
        if keys.isEmpty { return "; " + none }
        let shown = keys.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
        return "; its \(noun) are \(shown)" + (keys.count > 12 ? " and \(keys.count - 12) more" : "")
    }
}
