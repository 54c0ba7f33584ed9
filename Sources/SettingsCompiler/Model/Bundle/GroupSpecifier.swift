import PropertyList

/// `PSGroupSpecifier`: starts a group of rows, with an optional header and footer.
public struct GroupSpecifier: Sendable, Equatable {
    public var title: LocalizableText?
    public var footer: LocalizableText?

    public init(title: LocalizableText? = nil, footer: LocalizableText? = nil) {
        self.title = title
        self.footer = footer
    }
}
