import PropertyList

/// `PSChildPaneSpecifier`: a row that opens another page of the bundle.
public struct ChildPaneSpecifier: Sendable, Equatable {
    public var title: LocalizableText
    /// `File`: the page's path in the bundle without `.plist` (`Licenses`, `com.example.licenses/Item`).
    public var file: Located<String>
    /// InAppSettingsKit opens a view controller for it (`IASKViewControllerClass`, `…StoryBoardId`,
    /// `IASKSegueIdentifier`), not a page: its `File` is that controller's argument (a URL, a file).
    public var opensViewController = false

    public init(title: LocalizableText, file: Located<String>) {
        self.title = title
        self.file = file
    }
}
