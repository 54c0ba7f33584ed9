import SettingsCompiler

/// What the cursor is on in a bundle page: a key of the page or of an item, or a string value (and
/// whose), found in the `PlistOutline` of the text as it is.
struct CursorContext {
    /// The dictionary an element is in.
    enum Owner: Equatable {
        /// The page's top-level dictionary.
        case page
        /// An item of `PreferenceSpecifiers`, with its `Type` as written (nil: none yet).
        case specifier(type: String?)
        case other
    }

    enum Place: Equatable {
        /// In a `<key>` of a dictionary.
        case key(owner: Owner)
        /// In a `<string>`: the value of `key` (or an item of the array that is), in a dictionary.
        case string(key: String?, owner: Owner, inArray: Bool)
        case elsewhere
    }

    let outline: PlistOutline
    /// The element the cursor is in (its content), if any.
    let element: Int?
    let place: Place
    /// The dictionary the key or value belongs to.
    let dictionary: Int?

    init(_ outline: PlistOutline, offset: Int) {
        self.outline = outline
        let element = outline.element(containing: offset)
        self.element = element
        guard let element else {
            self.place = .elsewhere
            self.dictionary = nil
            return
        }
        let elements = outline.elements
        let parent = elements[element].parent
        switch elements[element].name {
        case "key" where parent.map({ elements[$0].name == "dict" }) == true:
            self.dictionary = parent
            self.place = .key(owner: Self.owner(of: parent!, in: outline))
        case "string":
            if let parent, elements[parent].name == "dict" {
                self.dictionary = parent
                self.place = .string(key: outline.key(of: element), owner: Self.owner(of: parent, in: outline), inArray: false)
            } else if let array = parent, elements[array].name == "array", let dict = elements[array].parent,
                      elements[dict].name == "dict" {
                self.dictionary = dict
                self.place = .string(key: outline.key(of: array), owner: Self.owner(of: dict, in: outline), inArray: true)
            } else {
                self.dictionary = nil
                self.place = .elsewhere
            }
        default:
            self.dictionary = nil
            self.place = .elsewhere
        }
    }

    /// The role of a dictionary: the page, one of its items, or something else.
    static func owner(of dict: Int, in outline: PlistOutline) -> Owner {
        if dict == outline.rootDictionary { return .page }
        if outline.specifiers.contains(dict) { return .specifier(type: outline.string(of: "Type", in: dict)) }
        return .other
    }

    /// The specifier type of the item the cursor is in, when its `Type` is one the Settings app knows.
    var specifierType: SpecifierType? {
        guard case .specifier(let type?) = owner else { return nil }
        return SpecifierType(rawValue: type)
    }

    var owner: Owner {
        switch place {
        case .key(let owner), .string(_, let owner, _): owner
        case .elsewhere: .other
        }
    }

    /// The content offsets of the element the cursor is in.
    var contentRange: Range<Int>? {
        element.map { outline.elements[$0].contentStart..<outline.elements[$0].contentEnd }
    }

    /// The element's text (entities decoded).
    var text: String? { element.map { outline.content(of: $0) } }
}
