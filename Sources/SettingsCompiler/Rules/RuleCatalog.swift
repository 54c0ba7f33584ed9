import PropertyList

extension Rule {
    /// Every rule, in the order `settingsc help rules` lists them.
    public static let all: [Rule] = [
        .unreadable,
        .xmlSyntax,
        .xmlEntity,
        .limitExceeded,
        .encoding,
        .notAPlist,
        .emptyPlist,
        .multipleRoots,
        .unknownElement,
        .unexpectedElement,
        .unexpectedText,
        .keyWithoutValue,
        .valueWithoutKey,
        .duplicateKey,
        .invalidInteger,
        .invalidReal,
        .invalidDate,
        .invalidData,
        .rootNotArray,
        .sectionNotDictionary,
        .rowNotDictionary,
        .missingKey,
        .wrongType,
        .unknownCellStyle,
        .unknownKey,
        .duplicateSwitchKey,
        .inapplicableKey,
        .emptySection,
        .missingSectionTitle,
        .emptyValue,
        // Settings bundles (SPEC §5)
        .missingRootPage,
        .notASettingsPage,
        .unknownSpecifierType,
        .inAppOnlySpecifier,
        .unknownValue,
        .titlesValuesMismatch,
        .defaultNotInValues,
        .invalidSliderRange,
        .defaultOutOfRange,
        .invalidToggleDefault,
        .duplicateSettingKey,
        .missingChildPane,
        .childPaneCaseMismatch,
        .childPaneCycle,
        .unreachedPage,
        .missingImage,
        .unlocalizedPage,
        .missingStringsTable,
        .missingTranslation,
        .stringsSyntax,
        .duplicateStringsKey,
        .symlinkOutsideBundle,
        // Binary property lists (SPEC §6)
        .invalidBinaryPlist,
    ]

    /// What `generate swift` checks besides every rule above: names and values generated code needs.
    public static let generation: [Rule] = [
        .swiftNameCollision,
        .unsupportedInSwift,
    ]
}
