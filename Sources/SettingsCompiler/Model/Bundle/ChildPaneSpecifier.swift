import PropertyList

/// `PSChildPaneSpecifier`: a row that opens another page of the bundle.
public struct ChildPaneSpecifier: Sendable, Equatable {
    public var title: LocalizableText
    /// `File`: the page's path in the bundle without `.plist` (`Licenses`, `com.example.licenses/Item`).
    public var file: Located<String>

    public init(title: LocalizableText, file: Located<String>) {
        self.title = title
        self.file = file
    }
}
