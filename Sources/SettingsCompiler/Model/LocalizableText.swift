import Diagnostics
import PropertyList

/// A text the Settings app translates (`Title`, `FooterText`, `Titles`, `ShortTitles`): the plist's own
/// string, which is also its key in the page's strings table, and where it is.
public struct LocalizableText: Sendable, Equatable {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation = .start) {
        self.text = text
        self.location = location
    }

    /// The translation in `table`, else the plist's own text (as the Settings app shows a missing one).
    public func localized(in table: StringsTable?) -> String {
        table?[text] ?? text
    }
}
