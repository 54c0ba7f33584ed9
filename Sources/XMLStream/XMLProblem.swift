import Diagnostics

/// Something wrong with the XML itself, found by libxml2 or refused by this wrapper.
package struct XMLProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// libxml2 found the document not well-formed (or warned about it).
        case malformed(XMLSyntaxError)
        /// A `<!ENTITY …>` declaration: plists never need one, and entities are how bombs and file reads work.
        case entityDeclaration(name: String)
        /// A reference to an entity other than the five predefined ones (`&name;` or `%name;`).
        case entityReference(name: String)
        /// One text node is longer than `XMLEventParser.Limits.maxTextBytes`.
        case textTooLong(limit: Int)
        /// The input is longer than `XMLEventParser.Limits.maxInputBytes`.
        case inputTooLarge(limit: Int)
        /// Reading the input failed part way (the message says why).
        case readFailed
        /// A note of the input filter (`XMLInputFilter`); `location` is where it starts (its offsets are
        /// in the note).
        case filtered(XMLFilterNote)
    }

    package var kind: Kind
    package var isWarning: Bool
    /// What went wrong, as libxml2 or this wrapper says it (settingsc words `malformed` ones itself).
    package var message: String
    package var location: SourceLocation
    /// Where the element a tag problem concerns was opened (a mismatched or unclosed tag), when the
    /// handler knew it.
    package var openedAt: SourceLocation?

    package init(kind: Kind, isWarning: Bool = false, message: String, location: SourceLocation,
                openedAt: SourceLocation? = nil) {
        self.kind = kind
        self.isWarning = isWarning
        self.message = message
        self.location = location
        self.openedAt = openedAt
    }
}
