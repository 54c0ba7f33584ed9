/// How a `JSONWriter` lays out text: compact for messages, pretty for files, or any mix in between.
///
/// Xcode's String Catalogs, for example, are `indentWidth: 2`, `spaceBeforeColon: true`,
/// `emptyContainers: .blankLine`, `escapesSlash: false`, with Foundation's `.sortedKeys` order given as a
/// `.custom` key order.
public struct JSONStyle: Sendable {
    /// The order members of a document's objects are written in (`JSONWriter.value(_:of:)`); built
    /// objects keep the order they are built in.
    package enum KeyOrder: Sendable {
        case asWritten
        /// By Unicode code point (UTF-8 byte order), as `jq --sort-keys` does.
        case codePoints
        /// By a comparison of the keys' texts ("is the first before the second?"); keys it finds equal
        /// keep their order.
        case custom(@Sendable (String, String) -> Bool)
    }

    /// How an empty object or array is written when `indentWidth` is not 0.
    package enum EmptyContainers: Sendable {
        /// `{}`, `[]`.
        case inline
        /// An empty line between the brackets, the closing one indented: what Foundation's `.prettyPrinted`
        /// writes, and Xcode in catalogs.
        case blankLine
    }

    /// Spaces per level; 0 writes everything on one line with no spaces at all.
    package var indentWidth: Int
    /// `"key" : value` rather than `"key": value`.
    package var spaceBeforeColon: Bool
    package var spaceAfterColon: Bool
    package var emptyContainers: EmptyContainers
    /// Writes `/` as `\/` (Foundation does unless told `.withoutEscapingSlashes`).
    package var escapesSlash: Bool
    /// Writes everything past ASCII as `\uXXXX` (pairs past U+FFFF) instead of as UTF-8.
    package var escapesNonASCII: Bool
    package var keyOrder: KeyOrder
    /// Ends the text with a line break.
    package var finalNewline: Bool

    package init(indentWidth: Int = 0, spaceBeforeColon: Bool = false, spaceAfterColon: Bool = false,
                emptyContainers: EmptyContainers = .inline, escapesSlash: Bool = false, escapesNonASCII: Bool = false,
                keyOrder: KeyOrder = .asWritten, finalNewline: Bool = false) {
        self.indentWidth = max(indentWidth, 0)
        self.spaceBeforeColon = spaceBeforeColon
        self.spaceAfterColon = spaceAfterColon
        self.emptyContainers = emptyContainers
        self.escapesSlash = escapesSlash
        self.escapesNonASCII = escapesNonASCII
        self.keyOrder = keyOrder
        self.finalNewline = finalNewline
    }

    /// `{"id":1,"result":[]}`: LSP messages.
    package static let compact = JSONStyle()

    /// Two spaces, `"key": value`, a final line break: files people read.
    package static let pretty = JSONStyle(indentWidth: 2, spaceAfterColon: true, finalNewline: true)
}
