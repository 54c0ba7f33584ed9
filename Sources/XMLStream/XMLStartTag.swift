/// A start tag as it is written in the document, for an `XMLInputCheck` that must tell `<key>` from
/// `<key >` or `<data/>` from `<data></data>`, which libxml2's events do not.
package struct XMLStartTag: Sendable {
    /// The element's name packed into a number when it is one to eight ASCII letters with no prefix, the
    /// first letter highest (`<dict>` is 0x64696374); 0 otherwise.
    package var shortName: UInt64
    /// Whether the name is ASCII letters only, with no prefix (whatever its length).
    package var isLetters: Bool
    /// Written as an empty-element tag: `<name/>`.
    package var isEmpty: Bool
    /// Written with nothing between the name and the tag's `>` or `/>`; otherwise the check is also shown
    /// what is written there (`XMLInputCheck.acceptsAttributes`).
    package var isPlain: Bool
    /// The offset just after the tag.
    package var end: Int

    package init(shortName: UInt64, isLetters: Bool, isEmpty: Bool, isPlain: Bool, end: Int) {
        self.shortName = shortName
        self.isLetters = isLetters
        self.isEmpty = isEmpty
        self.isPlain = isPlain
        self.end = end
    }
}
