import PropertyList

/// One item of a page as the diff sees it, whatever the format: how it is matched, how it is named,
/// where it is, and its attributes as text (one change per attribute that differs).
struct DiffItem: Sendable {
    /// What a stored value under the item's key is read as, for the breaking rules.
    enum Storage: Sendable, Equatable {
        /// A switch: a boolean, or its `TrueValue`/`FalseValue` (as plist text) when it has them.
        case toggle(on: String?, off: String?)
        /// A value of one plist type (`number` for a slider's, which reads integers and reals alike).
        case typed(String)
        /// One of `Values` (a multi value, a radio group).
        case choice(types: [String], values: [PlistValue])
    }

    /// What it is matched by on the other side: `key:NAME` for a keyed item, else its type, title (or a
    /// child pane's `File`) and which of the page's items with both it is.
    var identity: String
    /// A child pane's second identity, by `File`, for one whose `Title` changed.
    var fileIdentity: String?
    /// How reports name it: its key, else `type 'Title'` (`#2` for the second such item).
    var name: String
    /// Its type as the definition writes it (`PSToggleSwitchSpecifier`, `SettingSwitchCell`).
    var type: String
    /// Its title as written (untranslated), for pairing renamed keys.
    var title: String?
    var key: String?
    /// The group (or section) it is in: that item's identity, nil before the first.
    var group: String?
    /// Its attributes as the definition writes them, each value as text, in a fixed order.
    var attributes: [(name: String, value: String)]
    /// The texts it shows that tables translate.
    var texts: [String]
    /// What a stored value is read as; nil for an item that stores nothing.
    var storage: Storage?
    /// Whether it is a group (or section), which other items are in.
    var isGroup = false

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// The items of one page of either format, in order.
struct DiffPage: Sendable {
    /// The page's name (a bundle page's, a cell-style definition's file name).
    var name: String
    var items: [DiffItem]
    /// The table its texts are translated with (a bundle page's `StringsTable`).
    var stringsTable: String?
}

extension DiffItem {
    /// Numbers items that share an identity on a page (`type 'Title'`, or a key written twice): the second
    /// is `#2`, in identity and name, so that the n-th such item on one side meets the n-th on the other.
    static func numbered(_ items: [DiffItem]) -> [DiffItem] {
        var seen: [String: Int] = [:]
        var seenFiles: [String: Int] = [:]
        return items.map { item in
            var item = item
            let count = seen[item.identity, default: 0] + 1
            seen[item.identity] = count
            if count > 1 {
                item.identity += "#\(count)"
                item.name += " #\(count)"
            }
            if let file = item.fileIdentity {
                let fileCount = seenFiles[file, default: 0] + 1
                seenFiles[file] = fileCount
                if fileCount > 1 { item.fileIdentity = file + "#\(fileCount)" }
            }
            return item
        }
    }

    /// Each item placed in the group the last group item before it started.
    static func grouped(_ items: [DiffItem]) -> [DiffItem] {
        var group: String?
        return items.map { item in
            var item = item
            if item.isGroup { group = item.identity } else { item.group = group }
            return item
        }
    }

    /// `'text'`, as every report quotes an item's title.
    static func quoted(_ text: String) -> String { "'\(text)'" }
}
