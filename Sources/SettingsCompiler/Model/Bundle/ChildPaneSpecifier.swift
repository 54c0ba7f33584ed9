import XMLStream

/// `PSChildPaneSpecifier`: a row that opens another page of the bundle.
public struct ChildPaneSpecifier: Sendable, Equatable {
    public var title: LocalizableText
    /// `File`: the page's path in the bundle without `.plist` (`Licenses`, `com.example.licenses/Item`).
    public var file: String
    public var fileLocation: SourceLocation

    public init(title: LocalizableText, file: String, fileLocation: SourceLocation = .start) {
        self.title = title
        self.file = file
        self.fileLocation = fileLocation
    }
}
