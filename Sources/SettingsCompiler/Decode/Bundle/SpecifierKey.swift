/// The keys of Apple's specifier schema that the model is built from: what `SpecifierChecks` asks
/// `SpecifierEntries` for. A schema key knows its case (`SpecifierSchema.Key.modelKey`) when its name
/// is one of these, so that an accepted entry is filed by it and found again without comparing names.
enum SpecifierKey: String, CaseIterable {
    case title = "Title"
    case footerText = "FooterText"
    case key = "Key"
    case defaultValue = "DefaultValue"
    case trueValue = "TrueValue"
    case falseValue = "FalseValue"
    case minimumValue = "MinimumValue"
    case maximumValue = "MaximumValue"
    case minimumValueImage = "MinimumValueImage"
    case maximumValueImage = "MaximumValueImage"
    case titles = "Titles"
    case values = "Values"
    case shortTitles = "ShortTitles"
    case displaySortedByTitle = "DisplaySortedByTitle"
    case file = "File"
    case isSecure = "IsSecure"
    case keyboardType = "KeyboardType"
    case autocapitalizationType = "AutocapitalizationType"
    case autocorrectionType = "AutocorrectionType"
    case supportedUserInterfaceIdioms = "SupportedUserInterfaceIdioms"

    /// Its position among the cases, for `SpecifierEntries`' table.
    var position: Int {
        switch self {
        case .title: 0
        case .footerText: 1
        case .key: 2
        case .defaultValue: 3
        case .trueValue: 4
        case .falseValue: 5
        case .minimumValue: 6
        case .maximumValue: 7
        case .minimumValueImage: 8
        case .maximumValueImage: 9
        case .titles: 10
        case .values: 11
        case .shortTitles: 12
        case .displaySortedByTitle: 13
        case .file: 14
        case .isSecure: 15
        case .keyboardType: 16
        case .autocapitalizationType: 17
        case .autocorrectionType: 18
        case .supportedUserInterfaceIdioms: 19
        }
    }
}
