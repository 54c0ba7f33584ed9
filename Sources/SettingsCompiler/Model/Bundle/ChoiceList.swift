import PropertyList

/// The `Values` a multi-value, radio group or title-value offers, with their `Titles` (and a
/// multi-value's `ShortTitles`), index for index.
public struct ChoiceList: Sendable, Equatable {
    public var values: [PlistNode]
    public var titles: [LocalizableText]
    public var shortTitles: [LocalizableText]?

    public init(values: [PlistNode], titles: [LocalizableText], shortTitles: [LocalizableText]? = nil) {
        self.values = values
        self.titles = titles
        self.shortTitles = shortTitles
    }

    /// The index of `value` among `values`; types must match (`"0"` is not `0`), as the Settings app
    /// compares them.
    public func index(of value: PlistValue) -> Int? {
        values.firstIndex { $0.value == value }
    }

    /// The title shown for `value`, if it is one of the values.
    public func title(for value: PlistValue) -> LocalizableText? {
        index(of: value).flatMap { $0 < titles.count ? titles[$0] : nil }
    }

    /// The short title (else the title) shown in a multi-value's row for `value`.
    public func shortTitle(for value: PlistValue) -> LocalizableText? {
        guard let index = index(of: value) else { return nil }
        if let shortTitles, index < shortTitles.count { return shortTitles[index] }
        return index < titles.count ? titles[index] : nil
    }
}
