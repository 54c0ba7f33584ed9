import Diagnostics
import PropertyList

/// A group of rows on a page: what a `PSGroupSpecifier` or `PSRadioGroupSpecifier` starts (a radio
/// group's choices come first, then the items that follow it), or the rows before any group.
public struct PreviewGroup: Sendable, Equatable {
    /// The translated header and footer; nil when there is none (or it is empty).
    public var title: String?
    public var footer: String?
    public var items: [PreviewItem]
    /// Where the specifier that starts it is; nil for the rows before any group.
    public var location: SourceLocation?

    public init(title: String? = nil, footer: String? = nil, items: [PreviewItem] = [], location: SourceLocation? = nil) {
        self.title = title
        self.footer = footer
        self.items = items
        self.location = location
    }
}
