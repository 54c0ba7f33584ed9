import PropertyList

/// One difference between two versions of a definition, as every output format reports it: what kind,
/// on which page, to which item, and whether users who already have stored values lose something.
public struct DiffChange: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// In the new version only (an item, or a whole page).
        case added
        /// In the old version only.
        case removed
        /// Matched, but on another page, in another group or at another place among its neighbours.
        case moved
        /// Matched, one attribute different (one change per attribute), or a translation.
        case changed
        /// A `Key` given up and another taken by an item of the same type and title.
        case renamed
    }

    public var kind: Kind
    /// The page it is on (the new version's, the old one's for what was removed).
    public var page: String
    /// The item: its key, else its type and title (`group 'General'`), or a whole page (`page 'Advanced'`).
    public var item: String
    /// `Title`, `DefaultValue`, `Values`…; `translation` for a translated text; nil for a whole item.
    public var attribute: String?
    public var old: String?
    public var new: String?
    /// A translation's language folder (`de`, `pt-BR`, `Base`).
    public var language: String?
    /// The text a translation is of (its key in the table).
    public var text: String?
    /// Why users who already have stored values lose something; nil when they do not.
    public var breakingReason: String?

    public var isBreaking: Bool { breakingReason != nil }

    public init(_ kind: Kind, page: String, item: String, attribute: String? = nil, old: String? = nil,
                new: String? = nil, language: String? = nil, text: String? = nil, breakingReason: String? = nil) {
        self.kind = kind
        self.page = page
        self.item = item
        self.attribute = attribute
        self.old = old
        self.new = new
        self.language = language
        self.text = text
        self.breakingReason = breakingReason
    }
}
