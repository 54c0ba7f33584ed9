import PropertyList

/// What each `Type` and key of a Settings bundle page means, in a sentence (Apple's Settings
/// Application Schema Reference, said plainly): what an editor shows on hover and beside completions.
package enum SpecifierMeaning {
    /// The meaning of a specifier `Type`.
    package static func of(_ type: SpecifierType) -> String {
        switch type {
        case .group:
            "A group: starts a new section of rows, with an optional header (Title) and footer (FooterText)."
        case .toggleSwitch:
            "A switch. Stores TrueValue when on and FalseValue when off (default: true and false) under Key."
        case .slider:
            "A slider between MinimumValue and MaximumValue; stores the number under Key. It shows no title."
        case .titleValue:
            "A row that only shows a value: its Title and the value stored under Key (shown through Titles when "
                + "Values lists it)."
        case .textField:
            "A text field; stores what is typed under Key."
        case .multiValue:
            "A row that opens a list of choices: Titles are shown, the matching Values stored under Key."
        case .radioGroup:
            "A group of rows of which one is checked: Titles are shown, the matching Values stored under Key."
        case .childPane:
            "A row that opens another page of the bundle: File names it (its path without .plist)."
        }
    }

    /// The meaning of a key of a specifier.
    package static func of(key: String) -> String? {
        switch key {
        case "Type": "What the item is: PSGroupSpecifier, PSToggleSwitchSpecifier, PSSliderSpecifier, "
            + "PSTitleValueSpecifier, PSTextFieldSpecifier, PSMultiValueSpecifier, PSRadioGroupSpecifier or "
            + "PSChildPaneSpecifier."
        case "Title": "The text shown, translated through the page's StringsTable."
        case "FooterText": "The text shown under the group, translated through the page's StringsTable."
        case "Key": "The user defaults key the value is stored under (UserDefaults.standard, or the page's app group)."
        case "DefaultValue": "The value shown while nothing is stored. Display only: the app must register its "
            + "defaults itself (UserDefaults.register(defaults:))."
        case "TrueValue": "The value stored when the switch is on (default: true)."
        case "FalseValue": "The value stored when the switch is off (default: false)."
        case "MinimumValue": "The slider's lowest value."
        case "MaximumValue": "The slider's highest value."
        case "MinimumValueImage": "An image of the bundle shown at the slider's low end (21×21 points)."
        case "MaximumValueImage": "An image of the bundle shown at the slider's high end (21×21 points)."
        case "Titles": "The texts shown for the choices, one for each entry of Values, translated."
        case "ShortTitles": "Shorter texts shown in the row itself, one for each entry of Values, translated."
        case "Values": "The values stored for the choices, one for each entry of Titles."
        case "DisplaySortedByTitle": "Whether the choices are listed sorted by their titles."
        case "IsSecure": "Whether what is typed is hidden, as in a password field."
        case "KeyboardType": "The keyboard shown: Alphabet (the default), NumbersAndPunctuation, NumberPad, URL "
            + "or EmailAddress."
        case "AutocapitalizationType": "How typing is capitalised: None (the default), Sentences, Words or AllCharacters."
        case "AutocorrectionType": "Whether typing is autocorrected: Default, No or Yes."
        case "File": "The page the row opens: a property list of the bundle, named without .plist "
            + "(Licenses, com.example.licenses/Item)."
        case "SupportedUserInterfaceIdioms": "The devices the item is shown on: Phone, Pad (default: every device)."
        default: nil
        }
    }

    /// The keys of a page (the property list's top-level dictionary) and what each means.
    package static let pageKeys: [(key: String, meaning: String)] = [
        ("PreferenceSpecifiers", "The page's items, in the order they are shown."),
        ("StringsTable", "The .strings table (in each <language>.lproj folder) the page's texts are translated with; "
            + "without it the page is not translated."),
        ("ApplicationGroupContainerIdentifier", "The app group whose shared defaults hold the page's values (iOS 8.2 "
            + "and later)."),
    ]

    /// What a key of `type` holds, in words: "a string, required".
    package static func shape(of key: String, in type: SpecifierType) -> String? {
        guard let found = SpecifierSchema.allKeys(of: type).first(where: { $0.name == key }) else { return nil }
        return found.shape.expected + (found.required ? ", required" : ", optional")
    }

    /// The values a key may take when they are a fixed set (`KeyboardType`: `Alphabet`, `URL`…).
    package static func enumeratedValues(of key: String) -> [String] {
        for type in SpecifierType.allCases {
            for entry in SpecifierSchema.allKeys(of: type) where entry.name == key {
                if case .oneOf(let values) = entry.shape { return values }
                if case .idioms = entry.shape { return Specifier.Idiom.allCases.map(\.rawValue) }
            }
        }
        return []
    }

    /// Whether a key's text (or each text of its array) is translated.
    package static func isLocalized(_ key: String) -> Bool {
        ["Title", "FooterText", "Titles", "ShortTitles"].contains(key)
    }
}
