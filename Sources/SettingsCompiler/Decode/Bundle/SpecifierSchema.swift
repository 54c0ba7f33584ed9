import Platform
import PropertyList

/// Apple's schema of each specifier `Type`: the keys it has, what each holds, and which are
/// required; plus what InAppSettingsKit adds, which is accepted rather than reported.
package enum SpecifierSchema {
    /// What a key's value must be.
    package enum Shape: Equatable {
        case string
        /// A string the Settings app translates.
        case text
        case bool
        /// An integer or a real.
        case number
        /// Any value that is not an array or a dictionary.
        case scalar
        /// An array of scalars (`Values`).
        case scalars
        /// An array of strings the Settings app translates (`Titles`, `ShortTitles`).
        case texts
        /// One of a fixed set of strings.
        case oneOf([String])
        /// `SupportedUserInterfaceIdioms`: an array of idiom names.
        case idioms
        // InAppSettingsKit's readings (InAppSettingsKitSchema): what its code accepts without terminating.
        /// A date.
        case date
        /// A dictionary (a list group's `ItemSpecifier`).
        case dictionary
        /// A string, or a number it formats (`Title`).
        case textOrNumber
        /// Anything `boolValue` answers: a boolean, a number or a string ("YES").
        case boolValue
        /// Anything `floatValue` answers: a number or a string.
        case floatValue
        /// A string, or a dictionary of strings by value (`IASKSubtitle`).
        case stringOrDictionary
        /// Any value, stored as it is (`TrueValue`).
        case anyValue
        /// An array of strings or numbers (`Titles`, read through `titleForId`).
        case textsOrNumbers

        /// "a string", "an array of strings", … for wrong-type messages.
        package var expected: String {
            switch self {
            case .date: "a date"
            case .dictionary: "a dictionary"
            case .textOrNumber: "a string or a number"
            case .boolValue: "a boolean, a number or a string"
            case .floatValue: "a number or a string"
            case .stringOrDictionary: "a string or a dictionary"
            case .anyValue: "a value"
            case .textsOrNumbers: "an array of strings or numbers"
            case .string, .text: "a string"
            case .bool: "a boolean (<true/> or <false/>)"
            case .number: "a number (<integer> or <real>)"
            case .scalar: "a single value (not an array or a dictionary)"
            case .scalars: "an array of values"
            case .texts: "an array of strings"
            case .oneOf: "a string"
            case .idioms: "an array of strings ('Phone', 'Pad')"
            }
        }
    }

    package struct Key {
        package let name: String
        package let shape: Shape
        package let required: Bool
        /// The key as the model knows it, when it is one it is built from.
        let modelKey: SpecifierKey?

        init(_ name: String, _ shape: Shape, required: Bool = false) {
            self.name = name
            self.shape = shape
            self.required = required
            modelKey = SpecifierKey(rawValue: name)
        }
    }

    /// Keys every specifier may have (`Type` is checked before the others).
    package static let common = [Key("Type", .string, required: true), Key("SupportedUserInterfaceIdioms", .idioms)]
    /// Where `Type` is in every `allKeys(of:)` (first in `common`).
    static let typeKeyIndex = 0

    /// Idiom names InAppSettingsKit adds (macOS Catalyst, visionOS); accepted, not shown by the Settings app.
    static let inAppSettingsKitIdioms = ["Mac", "Reality"]

    /// The keys of one type, in the order messages list them (made once, not per specifier).
    package static func keys(of type: SpecifierType) -> [Key] {
        table[slot(of: type)]
    }

    /// `common` and the keys of one type: everything a specifier of that type may hold.
    package static func allKeys(of type: SpecifierType) -> [Key] {
        tableWithCommon[slot(of: type)]
    }

    /// The names of `allKeys(of: type)`, in the same order, to tell every entry of every page among them
    /// where its key is written: byte for byte, as the device compares keys, the lengths first, which
    /// settles most candidates at once.
    static func allKeyNames(of type: SpecifierType) -> KeyNames {
        namesWithCommon[slot(of: type)]
    }

    /// The position of `type` in `SpecifierType.allCases`, without making that array on every call.
    private static func slot(of type: SpecifierType) -> Int {
        switch type {
        case .group: 0
        case .toggleSwitch: 1
        case .slider: 2
        case .titleValue: 3
        case .textField: 4
        case .multiValue: 5
        case .radioGroup: 6
        case .childPane: 7
        }
    }

    private static let table: [[Key]] = SpecifierType.allCases.map(makeKeys)
    private static let tableWithCommon: [[Key]] = table.map { common + $0 }
    private static let namesWithCommon: [KeyNames] = tableWithCommon.map { KeyNames($0.map(\.name)) }
    private static let requiredWithCommon: [[RequiredKey]] = tableWithCommon.map { keys in
        keys.indices.filter { keys[$0].required && $0 != typeKeyIndex }.map { RequiredKey(position: $0, name: keys[$0].name) }
    }

    /// A required key and its position in `allKeys(of:)` (what `SpecifierEntries.written` records).
    struct RequiredKey {
        let position: Int
        let name: String
    }

    /// The required keys of `type` (`Type` aside, which is read first), in the order messages report
    /// them missing.
    static func requiredKeys(of type: SpecifierType) -> [RequiredKey] {
        requiredWithCommon[slot(of: type)]
    }

    private static func makeKeys(of type: SpecifierType) -> [Key] {
        switch type {
        case .group:
            [Key("Title", .text), Key("FooterText", .text)]
        case .toggleSwitch:
            [Key("Title", .text, required: true), Key("Key", .string, required: true),
             Key("DefaultValue", .scalar, required: true), Key("TrueValue", .scalar), Key("FalseValue", .scalar)]
        case .slider:
            [Key("Key", .string, required: true), Key("DefaultValue", .number, required: true),
             Key("MinimumValue", .number, required: true), Key("MaximumValue", .number, required: true),
             Key("MinimumValueImage", .string), Key("MaximumValueImage", .string)]
        case .titleValue:
            // Apple's reference makes Title optional here (a strict reading of its table says required; see docs/bundles-and-rules.md).
            [Key("Title", .text), Key("Key", .string, required: true),
             Key("DefaultValue", .scalar, required: true), Key("Titles", .texts), Key("Values", .scalars)]
        case .textField:
            [Key("Title", .text), Key("Key", .string, required: true), Key("DefaultValue", .string),
             Key("IsSecure", .bool),
             Key("KeyboardType", .oneOf(TextFieldTraits.Keyboard.allCases.map(\.rawValue))),
             Key("AutocapitalizationType", .oneOf(TextFieldTraits.Autocapitalization.allCases.map(\.rawValue))),
             Key("AutocorrectionType", .oneOf(TextFieldTraits.Autocorrection.allCases.map(\.rawValue)))]
        case .multiValue:
            [Key("Title", .text, required: true), Key("Key", .string, required: true),
             Key("DefaultValue", .scalar, required: true), Key("Titles", .texts, required: true),
             Key("Values", .scalars, required: true), Key("ShortTitles", .texts), Key("DisplaySortedByTitle", .bool)]
        case .radioGroup:
            [Key("Title", .text), Key("FooterText", .text), Key("Key", .string, required: true),
             Key("DefaultValue", .scalar, required: true), Key("Titles", .texts, required: true),
             Key("Values", .scalars, required: true), Key("DisplaySortedByTitle", .bool)]
        case .childPane:
            [Key("Title", .text, required: true), Key("File", .string, required: true)]
        }
    }

    /// Keys without the `IASK` prefix that InAppSettingsKit documents on a type (keys with the prefix
    /// are accepted everywhere).
    static func inAppSettingsKitKeys(of type: SpecifierType) -> [String] {
        switch type {
        case .group: ["Key"]
        case .multiValue: ["FooterText", "IconNames"]
        default: []
        }
    }

    /// Keys that tools write into the pages they generate, which the Settings app ignores: LicensePlist
    /// (and CocoaPods' acknowledgements) give each library's group its `License` and `Source`.
    static func generatorKeys(of type: SpecifierType) -> [String] {
        type == .group ? ["License", "Source"] : []
    }

    /// Whether InAppSettingsKit documents `key` on `type`.
    static func isInAppSettingsKitKey(_ key: String, of type: SpecifierType) -> Bool {
        key.utf8.starts(with: "IASK".utf8) || inAppSettingsKitKeys(of: type).contains { System.sameBytes($0, key) }
    }

    /// The types that have `key`, for "is a key of" hints.
    static func types(having key: String) -> [SpecifierType] {
        SpecifierType.allCases.filter { type in keys(of: type).contains { System.sameBytes($0.name, key) } }
    }
}
