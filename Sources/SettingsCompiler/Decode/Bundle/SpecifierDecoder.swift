import Diagnostics
import Platform
import PropertyList

/// Decodes one item of a page's `PreferenceSpecifiers` into a `Specifier`, checking it against the
/// schema of its `Type` (SpecifierSchema) and the rules between its keys (SpecifierChecks).
///
/// An item with errors is reported and left out of the model; decoding goes on with the next.
struct SpecifierDecoder {
    var log = DecodingLog()
    /// Who reads the page (`--profile iask` adds InAppSettingsKit).
    var dialect = PageDialect.settingsApp
    /// The `File`s of InAppSettingsKit list groups' item and add-row specifiers seen (pages it opens).
    var listGroupPanes: [Located<String>] = []

    /// Decodes `node`; nil when it has errors (they are in `log`).
    mutating func decode(_ node: PlistNode) -> Specifier? {
        guard case .dictionary(let dictionary) = node.value else {
            log.report(.wrongType(key: "PreferenceSpecifiers", expected: "an array of dictionaries",
                                  found: "array holding " + MessageText.article(node.value.typeName), at: node.location))
            return nil
        }
        let errorsBefore = log.errorCount
        guard let typeEntry = dictionary.entries.last(where: { System.sameBytes($0.key, "Type") }) else {
            log.missingKey("Type", of: dictionary, in: "specifier", hint: "what it is, such as 'PSToggleSwitchSpecifier'",
                           at: node.location)
            return nil
        }
        guard let typeName = log.string(typeEntry) else { return nil }
        if dialect == .inAppSettingsKit {
            return decodeForInAppSettingsKit(node, dictionary, type: typeName, at: typeEntry.value.location)
        }
        guard let type = SpecifierType(rawValue: typeName) else {
            if SpecifierType.inAppSettingsKitTypes.contains(typeName) {
                log.report(.inAppOnlySpecifier(typeName, at: typeEntry.value.location))
                if dialect == .settingsAppAndInAppSettingsKit {
                    // InAppSettingsKit reads this page too: its keys and crashes, without the model.
                    _ = decodeForInAppSettingsKit(node, dictionary, type: typeName, at: typeEntry.value.location)
                }
                return Specifier(.inAppOnly(type: typeName), at: node.location)
            }
            let known = SpecifierType.allCases.map(\.rawValue) + SpecifierType.inAppSettingsKitTypes
            log.report(.unknownSpecifierType(typeName, known: known, at: typeEntry.value.location))
            return nil
        }
        let entries = checkEntries(of: dictionary, as: type)
        for key in SpecifierSchema.keys(of: type) where key.required {
            log.missingKey(key.name, of: dictionary, in: type.rawValue, hint: Self.hint(for: key.name), at: node.location)
        }
        if let key = entries.settingKey(), DecodingLog.isBlank(key.name) {
            log.report(.emptyValue("Key", at: key.location))
        }
        var checks = SpecifierChecks(entries: entries)
        let kind = checks.build(type)
        log.report(contentsOf: checks.diagnostics)
        if dialect == .settingsAppAndInAppSettingsKit {
            log.report(contentsOf: InAppSettingsKitCrash.check(type: typeName, dictionary, at: node.location))
        }
        guard log.errorCount == errorsBefore, let kind else { return nil }
        let marked = dialect == .settingsApp ? kind : Self.markingViewController(kind, dictionary)
        return Specifier(marked, idioms: idioms(entries), at: node.location)
    }

    /// Reports unknown keys and values of the wrong shape; returns the entries that passed.
    private mutating func checkEntries(of dictionary: PlistDictionary, as type: SpecifierType) -> SpecifierEntries {
        let keys = SpecifierSchema.allKeys(of: type)
        var accepted = SpecifierEntries()
        accepted.reserveCapacity(dictionary.entries.count)
        for entry in dictionary.entries {
            guard let index = SpecifierSchema.index(named: entry.key, in: keys) else {
                if dialect == .settingsAppAndInAppSettingsKit {
                    checkInAppSettingsKitKey(entry, in: dictionary, of: type.rawValue, settingsKeys: keys.map(\.name))
                } else if !SpecifierSchema.isInAppSettingsKitKey(entry.key, of: type)
                    && !SpecifierSchema.generatorKeys(of: type).contains(where: { System.sameBytes(entry.key, $0) }) {
                    unknownKey(entry, in: dictionary, of: type)
                }
                continue
            }
            // `Type` was read before the others.
            if index == SpecifierSchema.typeKeyIndex { continue }
            if check(entry, shape: keys[index].shape) { accepted[entry.key] = entry }
        }
        return accepted
    }

    /// Whether `entry` has the shape its key needs; reports what is wrong when not.
    mutating func check(_ entry: PlistDictionary.Entry, shape: SpecifierSchema.Shape) -> Bool {
        let value = entry.value.value
        switch shape {
        case .string, .text:
            if case .string = value { return true }
        case .bool:
            if case .bool = value { return true }
        case .number:
            if PlistText.double(value) != nil { return true }
        case .scalar:
            switch value {
            case .array, .dictionary: break
            default: return true
            }
        case .scalars, .texts, .idioms:
            guard case .array(let items) = value else { break }
            return checkItems(items, of: entry.key, shape: shape)
        case .oneOf(let allowed):
            guard case .string(let text) = value else { break }
            if allowed.contains(text) { return true }
            // InAppSettingsKit upper-cases a content type's first letter (emailAddress is EmailAddress).
            if System.sameBytes(entry.key, "IASKTextContentType"),
               allowed.contains(text.prefix(1).uppercased() + text.dropFirst()) { return true }
            let inApp = dialect == .inAppSettingsKit || entry.key.hasPrefix("IASK")
            log.report(.unknownValue(text, of: entry.key, allowed: allowed, fallback: inApp ? nil : allowed.first,
                                     reader: inApp ? "InAppSettingsKit" : "the Settings app", at: entry.value.location))
            return false
        case .date:
            if case .date = value { return true }
        case .dictionary:
            if case .dictionary = value { return true }
        case .textOrNumber, .floatValue:
            switch value {
            case .string, .integer, .real: return true
            default: break
            }
        case .boolValue:
            switch value {
            case .bool, .string, .integer, .real: return true
            default: break
            }
        case .stringOrDictionary:
            switch value {
            case .string, .dictionary: return true
            default: break
            }
        case .anyValue:
            return true
        case .textsOrNumbers:
            guard case .array(let items) = value else { break }
            return checkItems(items, of: entry.key, shape: shape)
        }
        log.wrongType(entry, expected: shape.expected)
        return false
    }

    private mutating func checkItems(_ items: [PlistNode], of key: String, shape: SpecifierSchema.Shape) -> Bool {
        var valid = true
        for item in items {
            switch (shape, item.value) {
            case (.scalars, .array), (.scalars, .dictionary):
                log.report(.wrongType(key: key, expected: "an array of single values",
                                      found: "array holding " + MessageText.article(item.value.typeName), at: item.location))
                valid = false
            case (.texts, .string), (.scalars, _), (.textsOrNumbers, .string), (.textsOrNumbers, .integer),
                 (.textsOrNumbers, .real):
                continue
            case (.idioms, .string(let name)):
                let known = Specifier.Idiom.allCases.map(\.rawValue)
                    + (dialect == .settingsApp ? [] : SpecifierSchema.inAppSettingsKitIdioms)
                if !known.contains(name) && !SpecifierSchema.inAppSettingsKitIdioms.contains(name) {
                    log.report(.unknownValue(name, of: key, allowed: known, fallback: nil, at: item.location))
                }
            default:
                log.report(.wrongType(key: key, expected: "an array of strings",
                                      found: "array holding " + MessageText.article(item.value.typeName), at: item.location))
                valid = false
            }
        }
        return valid
    }

    private func idioms(_ entries: SpecifierEntries) -> [Specifier.Idiom]? {
        guard let items = entries.items("SupportedUserInterfaceIdioms") else { return nil }
        return items.compactMap { item in
            if case .string(let name) = item.value { Specifier.Idiom(rawValue: name) } else { nil }
        }
    }

    mutating func unknownKey(_ entry: PlistDictionary.Entry, in dictionary: PlistDictionary, of type: SpecifierType) {
        let known = SpecifierSchema.allKeys(of: type).map(\.name) + SpecifierSchema.generatorKeys(of: type)
        log.unknownKey(entry, of: dictionary, in: type.rawValue, known: known) { key in
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
