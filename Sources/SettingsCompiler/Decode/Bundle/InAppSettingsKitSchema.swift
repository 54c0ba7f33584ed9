import PropertyList

/// InAppSettingsKit's schema (`--profile iask`): the keys each `Type` has as its source reads them,
/// what each must hold for it not to terminate the app, which it needs, and the names it no longer
/// reads. From futuretap/InAppSettingsKit at 846b620 (2025-11-04): `IASKSettingsReader.h` (the
/// names), `IASKSpecifier.m` and `IASKAppSettingsViewController.m` (what is read, and how).
enum InAppSettingsKitSchema {
    typealias Key = SpecifierSchema.Key

    /// The `Type`s it shows (H127-142); `IASKDatePickerControl` is its own, never a plist's.
    static let types = SpecifierType.allCases.map(\.rawValue) + SpecifierType.inAppSettingsKitTypes

    static let keyboards = ["Alphabet", "NumbersAndPunctuation", "NumberPad", "URL", "EmailAddress",
                            "DecimalPad", "PhonePad", "NamePhonePad", "AsciiCapable"]
    static let contentTypes = [
        "Name", "NamePrefix", "GivenName", "MiddleName", "FamilyName", "NameSuffix", "Nickname", "JobTitle",
        "OrganizationName", "Location", "FullStreetAddress", "StreetAddressLine1", "StreetAddressLine2", "AddressCity",
        "AddressState", "AddressCityAndState", "Sublocality", "CountryName", "PostalCode", "TelephoneNumber",
        "EmailAddress", "URL", "CreditCardNumber", "Username", "Password", "NewPassword", "OneTimeCode",
    ]
    /// The types a list group's `ItemSpecifier` and `AddSpecifier` may be (IASKSpecifier.m S543-568).
    static let itemTypes = ["PSTitleValueSpecifier", "PSChildPaneSpecifier", "PSTextFieldSpecifier", "PSMultiValueSpecifier",
                            "IASKButtonSpecifier", "IASKCustomViewSpecifier"]
    static let addTypes = ["PSChildPaneSpecifier", "PSTextFieldSpecifier", "PSMultiValueSpecifier", "IASKButtonSpecifier",
                           "IASKCustomViewSpecifier"]

    /// Keys every specifier may have (IASKSpecifier.m: read whatever the type).
    static let common: [Key] = [
        Key("Type", .string, required: true), Key("Key", .string), Key("Title", .textOrNumber),
        Key("SupportedUserInterfaceIdioms", .idioms), Key("IASKCellImage", .string),
        Key("IASKTextAlignment", .oneOf(["IASKUITextAlignmentLeft", "IASKUITextAlignmentCenter",
                                          "IASKUITextAlignmentRight", "IASKUITextAlignmentNatural"])),
        Key("IASKAdjustsFontSizeToFitWidth", .boolValue), Key("DisplaySortedByTitle", .boolValue),
        Key("IASKSubtitle", .stringOrDictionary),
    ]

    /// Names it read once and reads no more, and what replaced them (nil: nothing).
    static let legacy: [String: String?] = [
        "CellImage": "IASKCellImage", "TextAlignment": "IASKTextAlignment",
        "ViewControllerClass": "IASKViewControllerClass", "ViewControllerSelector": "IASKViewControllerSelector",
        "FooterTitle": "FooterText", "AutoCorrectionType": "AutocorrectionType", "IASKDatePickerStyle": "DatePickerStyle",
        "IASKRegex": nil, "IASKButtonAction": nil, "IASKButtonClass": nil,
    ]

    /// `common` and the keys of `type` (nil for a type it does not know).
    static func keys(of type: String) -> [Key]? {
        table[type].map { common + $0 }
    }

    private static let viewController: [Key] = [
        Key("IASKViewControllerClass", .string), Key("IASKViewControllerSelector", .string),
        Key("IASKViewControllerStoryBoardId", .string), Key("IASKViewControllerStoryBoardFile", .string),
        Key("IASKSegueIdentifier", .string),
    ]

    private static let textTraits: [Key] = [
        Key("KeyboardType", .oneOf(keyboards)),
        Key("AutocapitalizationType", .oneOf(["None", "Sentences", "Words", "AllCharacters"])),
        Key("AutocorrectionType", .oneOf(["Default", "No", "Yes"])), Key("IASKPlaceholder", .text),
    ]

    private static let table: [String: [Key]] = [
        "PSGroupSpecifier": [Key("FooterText", .text)],
        "PSToggleSwitchSpecifier": [Key("DefaultValue", .scalar), Key("TrueValue", .anyValue), Key("FalseValue", .anyValue),
                                    Key("IASKToggleStyle", .oneOf(["Switch", "Checkmark"]))],
        "PSSliderSpecifier": [Key("DefaultValue", .floatValue), Key("MinimumValue", .floatValue),
                              Key("MaximumValue", .floatValue), Key("MinimumValueImage", .string),
                              Key("MaximumValueImage", .string)],
        "PSTitleValueSpecifier": [Key("DefaultValue", .scalar), Key("Titles", .textsOrNumbers), Key("Values", .scalars),
                                  Key("ShortTitles", .textsOrNumbers)],
        "PSTextFieldSpecifier": [Key("DefaultValue", .scalar), Key("IsSecure", .boolValue),
                                 Key("IASKTextContentType", .oneOf(contentTypes))] + textTraits,
        "PSMultiValueSpecifier": [Key("DefaultValue", .scalar), Key("Titles", .textsOrNumbers, required: true),
                                  Key("Values", .scalars, required: true), Key("ShortTitles", .textsOrNumbers),
                                  Key("IconNames", .texts), Key("FooterText", .text),
                                  Key("IASKQuickMultiValueSelection", .boolValue)],
        "PSRadioGroupSpecifier": [Key("FooterText", .text), Key("DefaultValue", .scalar),
                                  Key("Titles", .textsOrNumbers, required: true), Key("Values", .scalars, required: true)],
        "PSChildPaneSpecifier": [Key("File", .string), Key("DefaultValue", .scalar), Key("IASKChildTitle", .text),
                                 Key("IASKWebViewShowProgress", .boolValue), Key("IASKWebViewFullscreen", .boolValue),
                                 Key("IASKWebViewShowNavigationalButtons", .boolValue),
                                 Key("IASKWebViewHideBottomBar", .boolValue)] + viewController,
        "IASKOpenURLSpecifier": [Key("File", .string, required: true), Key("DefaultValue", .scalar)],
        "IASKMailComposeSpecifier": [Key("IASKMailComposeToRecipents", .texts), Key("IASKMailComposeCcRecipents", .texts),
                                     Key("IASKMailComposeBccRecipents", .texts), Key("IASKMailComposeSubject", .text),
                                     Key("IASKMailComposeBody", .text), Key("IASKMailComposeBodyIsHTML", .boolValue),
                                     Key("DefaultValue", .scalar)],
        "IASKButtonSpecifier": [],
        "IASKTextViewSpecifier": [Key("DefaultValue", .scalar)] + textTraits,
        "IASKDatePickerSpecifier": [Key("DefaultValue", .date), Key("DatePickerMode", .oneOf(["Date", "Time", "DateAndTime"])),
                                    Key("DatePickerStyle", .oneOf(["Compact", "Wheels", "Inline"])),
                                    Key("MinuteInterval", .floatValue)],
        "IASKCustomViewSpecifier": [Key("DefaultValue", .anyValue), Key("File", .string)] + viewController,
        "IASKListGroupSpecifier": [Key("FooterText", .text), Key("ItemSpecifier", .dictionary, required: true),
                                   Key("AddSpecifier", .dictionary), Key("Deletable", .boolValue)],
    ]

    /// Whether it needs `Key` on `type` to store anything (a toggle, a text field…: without it nothing
    /// is stored; a text view or a date picker: the app terminates, InAppSettingsKitCrash).
    static func needsKey(_ type: String) -> Bool {
        ["PSToggleSwitchSpecifier", "PSSliderSpecifier", "PSTextFieldSpecifier", "PSMultiValueSpecifier",
         "PSRadioGroupSpecifier", "IASKCustomViewSpecifier", "IASKListGroupSpecifier"].contains(type)
    }
}
