import Diagnostics
import Platform
import PropertyList

/// Decodes one item of a page's `PreferenceSpecifiers` into a `Specifier`, checking it against the
/// schema of its `Type` (SpecifierSchema) and the rules between its keys (SpecifierChecks).
///
/// An item with errors is reported and left out of the model; decoding goes on with the next.
struct SpecifierDecoder {
    /// The page's values: each specifier is a dictionary among them.
    let values: PlistBuffer
    var log = DecodingLog()
    /// Who reads the page (`--profile iask` adds InAppSettingsKit).
    var dialect = PageDialect.settingsApp
    /// The `File`s of InAppSettingsKit list groups' item and add-row specifiers seen (pages it opens).
    var listGroupPanes: [Located<String>] = []

    private static let typeKey = Array("Type".utf8)

    /// Decodes the item in slot `item`; nil when it has errors (they are in `log`).
    mutating func decode(_ item: Int) -> Specifier? {
        guard values.kind(item) == .dictionary else {
            log.report(.wrongType(key: "PreferenceSpecifiers", expected: "an array of dictionaries",
                                  found: "array holding " + MessageText.article(values.typeName(item)),
                                  at: values.location(item)))
            return nil
        }
        let errorsBefore = log.errorCount
        let location = values.location(item)
        guard let typeKey = values.lastEntry(Self.typeKey, in: item) else {
            log.missingKey("Type", of: values, dictionary: item, in: "specifier",
                           hint: "what it is, such as 'PSToggleSwitchSpecifier'")
            return nil
        }
        let typeValue = typeKey + 1
        guard values.kind(typeValue) == .string else {
            log.wrongType(values, key: typeKey, expected: "a string")
            return nil
        }
        let typeLocation = values.location(typeValue)
        // The type is told by its bytes, where they are (as the device compares it): its name is made a
        // `String` only where it is reported or InAppSettingsKit reads the page.
        var typeName: String { values.string(typeValue)! }
        if dialect == .inAppSettingsKit {
            return decodeForInAppSettingsKit(item, type: typeName, at: typeLocation)
        }
        guard let position = values.match(typeValue, in: SpecifierType.names) else {
            if SpecifierType.inAppSettingsKitTypes.contains(typeName) {
                log.report(.inAppOnlySpecifier(typeName, at: typeLocation))
                if dialect == .settingsAppAndInAppSettingsKit {
                    // InAppSettingsKit reads this page too: its keys and crashes, without the model.
                    _ = decodeForInAppSettingsKit(item, type: typeName, at: typeLocation)
                }
                return Specifier(.inAppOnly(type: typeName), at: location)
            }
            let known = SpecifierType.allCases.map(\.rawValue) + SpecifierType.inAppSettingsKitTypes
            log.report(.unknownSpecifierType(typeName, known: known, at: typeLocation))
            return nil
        }
        let type = SpecifierType.allCases[position]
        let entries = checkEntries(of: item, as: type)
        for key in SpecifierSchema.requiredKeys(of: type) where entries.written & 1 << key.position == 0 {
            log.missingKey(key.name, of: values, dictionary: item, in: type.rawValue, hint: Self.hint(for: key.name))
        }
        var checks = SpecifierChecks(entries: entries)
        if let key = checks.key, WhiteSpace.isBlank(key.name) {
            log.report(.emptyValue("Key", at: key.location))
        }
        let kind = checks.build(type)
        log.report(contentsOf: checks.diagnostics)
        if dialect == .settingsAppAndInAppSettingsKit {
            log.report(contentsOf: InAppSettingsKitCrash.check(type: typeName, values, item))
        }
        guard log.errorCount == errorsBefore, let kind else { return nil }
        let marked = dialect == .settingsApp ? kind : Self.markingViewController(kind, values, item)
        return Specifier(marked, idioms: idioms(entries), at: location)
    }

    /// Reports unknown keys and values of the wrong shape; returns the entries that passed (and which
    /// of the schema's keys are written).
    private mutating func checkEntries(of item: Int, as type: SpecifierType) -> SpecifierEntries {
        let keys = SpecifierSchema.allKeys(of: type)
        let names = SpecifierSchema.allKeyNames(of: type)
        var accepted = SpecifierEntries(values: values)
        values.forEachEntry(of: item) { key, _ in
            guard let index = values.match(key, in: names) else {
                if dialect == .settingsAppAndInAppSettingsKit {
                    checkInAppSettingsKitKey(key, in: item, of: type.rawValue, settingsKeys: names.names)
                } else if !SpecifierSchema.isInAppSettingsKitKey(values.string(key)!, of: type)
                    && !SpecifierSchema.generatorKeys(of: type).contains(where: { values.textEquals(key, $0) }) {
                    unknownKey(key, in: item, of: type)
                }
                return
            }
            accepted.written |= 1 << index
            // `Type` was read before the others.
            if index == SpecifierSchema.typeKeyIndex { return }
            if check(key, shape: keys[index].shape) { accepted.accept(keys[index].modelKey, key: key) }
        }
        return accepted
    }

    /// Whether the value of the entry whose key is in slot `key` has the shape its key needs; reports
    /// what is wrong when not.
    mutating func check(_ key: Int, shape: SpecifierSchema.Shape) -> Bool {
        let value = key + 1
        let kind = values.kind(value)
        switch shape {
        case .string, .text:
            if kind == .string { return true }
        case .bool:
            if kind == .bool { return true }
        case .number:
            if kind == .integer || kind == .real { return true }
        case .scalar:
            if kind != .array && kind != .dictionary { return true }
        case .scalars, .texts, .idioms, .textsOrNumbers:
            guard kind == .array else { break }
            return checkItems(of: value, key: key, shape: shape)
        case .oneOf(let allowed):
            guard kind == .string, let text = values.string(value) else { break }
            if allowed.contains(text) { return true }
            let name = values.string(key)!
            // InAppSettingsKit upper-cases a content type's first letter (emailAddress is EmailAddress).
            if System.sameBytes(name, "IASKTextContentType"),
               allowed.contains(text.prefix(1).uppercased() + text.dropFirst()) { return true }
            let inApp = dialect == .inAppSettingsKit || name.hasPrefix("IASK")
            log.report(.unknownValue(text, of: name, allowed: allowed, fallback: inApp ? nil : allowed.first,
                                     reader: inApp ? "InAppSettingsKit" : "the Settings app", at: values.location(value)))
            return false
        case .date:
            if kind == .date { return true }
        case .dictionary:
            if kind == .dictionary { return true }
        case .textOrNumber, .floatValue:
            if kind == .string || kind == .integer || kind == .real { return true }
        case .boolValue:
            if kind == .bool || kind == .string || kind == .integer || kind == .real { return true }
        case .stringOrDictionary:
            if kind == .string || kind == .dictionary { return true }
        case .anyValue:
            return true
        }
        log.wrongType(values, key: key, expected: shape.expected)
        return false
    }

    private mutating func checkItems(of array: Int, key: Int, shape: SpecifierSchema.Shape) -> Bool {
        var valid = true
        values.forEachItem(of: array) { item in
            let kind = values.kind(item)
            switch (shape, kind) {
            case (.scalars, .array), (.scalars, .dictionary):
                log.report(.wrongType(key: values.string(key)!, expected: "an array of single values",
                                      found: "array holding " + MessageText.article(values.typeName(item)),
                                      at: values.location(item)))
                valid = false
            case (.texts, .string), (.scalars, _), (.textsOrNumbers, .string), (.textsOrNumbers, .integer),
                 (.textsOrNumbers, .real):
                return
            case (.idioms, .string):
                let name = values.string(item)!
                let known = Specifier.Idiom.allCases.map(\.rawValue)
                    + (dialect == .settingsApp ? [] : SpecifierSchema.inAppSettingsKitIdioms)
                if !known.contains(name) && !SpecifierSchema.inAppSettingsKitIdioms.contains(name) {
                    log.report(.unknownValue(name, of: values.string(key)!, allowed: known, fallback: nil,
                                             at: values.location(item)))
                }
            default:
                log.report(.wrongType(key: values.string(key)!, expected: "an array of strings",
                                      found: "array holding " + MessageText.article(values.typeName(item)),
                                      at: values.location(item)))
                valid = false
            }
        }
        return valid
    }

    private func idioms(_ entries: SpecifierEntries) -> [Specifier.Idiom]? {
        guard let array = entries.value(.supportedUserInterfaceIdioms), values.kind(array) == .array else { return nil }
        var idioms: [Specifier.Idiom] = []
        values.forEachItem(of: array) { item in
            if let idiom = values.string(item).flatMap(Specifier.Idiom.init(rawValue:)) { idioms.append(idiom) }
        }
        return idioms
    }

    mutating func unknownKey(_ key: Int, in item: Int, of type: SpecifierType) {
        let known = SpecifierSchema.allKeys(of: type).map(\.name) + SpecifierSchema.generatorKeys(of: type)
        log.unknownKey(values, key: key, dictionary: item, in: type.rawValue, known: known) { key in
            // Name the owners when that helps (a key of one or two types), else just say what happens.
            let owners = SpecifierSchema.types(having: key)
            if owners.isEmpty { return nil }
            return owners.count <= 2 ? "it is a key of " + owners.map(\.rawValue).joined(separator: " and ")
                : "the Settings app ignores it here"
        }
    }

    /// What a required key is for, in "has no 'X' (…)" messages.
    static func hint(for key: String) -> String {
        switch key {
        case "Title": "the text of its row"
        case "Key": "the name its value is stored under"
        case "DefaultValue": "the value shown while nothing is stored"
        case "Titles": "the titles of its choices"
        case "Values": "the values of its choices"
        case "MinimumValue", "MaximumValue": "the slider's bounds"
        case "File": "the name of the page it opens, without '.plist'"
        default: "required"
        }
    }
}
