import PropertyList

/// `PSSliderSpecifier`: a number between two bounds, drawn without a title.
public struct SliderSpecifier: Sendable, Equatable {
    public var key: SettingKey
    public var defaultValue: Double
    public var minimum: Double
    public var maximum: Double
    /// Image file names (relative to the bundle) drawn at either end; nil or empty: none.
    public var minimumImage: Located<String>?
    public var maximumImage: Located<String>?

    public init(key: SettingKey, defaultValue: Double, minimum: Double, maximum: Double,
                minimumImage: Located<String>? = nil, maximumImage: Located<String>? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.minimumImage = minimumImage
        self.maximumImage = maximumImage
    }
}
