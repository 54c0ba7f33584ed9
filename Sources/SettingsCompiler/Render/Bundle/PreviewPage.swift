import Diagnostics
import PropertyList

/// A page of a bundle as the Settings app shows it on one device in one language.
public struct PreviewPage: Sendable, Equatable {
    /// The page's name in the bundle (`Root`, `Advanced`, `Licenses/Acknowledgements`).
    public var name: String
    /// The file shown: the page's, or the device or language variant that stands in for it.
    public var fileName: String
    /// The navigation title: the preview's title for the first page, else the title of the row that
    /// opens it.
    public var title: String
    /// The page whose row opens it (the way back); nil for the first page and pages no row opens.
    public var parent: String?
    public var groups: [PreviewGroup]
    /// Specifiers the Settings app leaves out, in order.
    public var hidden: [PreviewHiddenItem]
    /// Where the page's root `<dict>` starts.
    public var location: SourceLocation

    public init(name: String, fileName: String, title: String, parent: String? = nil, groups: [PreviewGroup],
                hidden: [PreviewHiddenItem] = [], location: SourceLocation = .start) {
        self.name = name
        self.fileName = fileName
        self.title = title
        self.parent = parent
        self.groups = groups
        self.hidden = hidden
        self.location = location
    }
}
