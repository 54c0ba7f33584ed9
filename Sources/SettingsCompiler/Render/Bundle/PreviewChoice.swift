import PropertyList

/// One of the values a multi-value or radio group offers, as its list shows it.
public struct PreviewChoice: Sendable, Equatable {
    /// The translated title.
    public var title: String
    public var value: PlistValue
    /// Whether it is the item's current value (the row with the check mark).
    public var isSelected: Bool

    public init(title: String, value: PlistValue, isSelected: Bool) {
        self.title = title
        self.value = value
        self.isSelected = isSelected
    }
}
