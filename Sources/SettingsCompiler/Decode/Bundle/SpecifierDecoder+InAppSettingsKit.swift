import Diagnostics
import Platform
import PropertyList

/// `--profile iask`: a specifier as InAppSettingsKit reads it (InAppSettingsKitSchema), and the
/// InAppSettingsKit keys of a page the Settings app reads too.
extension SpecifierDecoder {
    /// Decodes a specifier of a page only InAppSettingsKit reads: its keys against its schema, what it
    /// needs, what crashes it; an Apple type is then built as for the Settings app (its rules between
    /// keys hold there too), an InAppSettingsKit type is kept as such.
    mutating func decodeForInAppSettingsKit(_ node: PlistNode, _ dictionary: PlistDictionary, type: String,
                                            at typeLocation: SourceLocation) -> Specifier? {
        guard let keys = InAppSettingsKitSchema.keys(of: type) else {
            log.report(.unknownSpecifierType(type, known: InAppSettingsKitSchema.types, at: typeLocation))
            return nil
        }
        let errorsBefore = log.errorCount
        var entries = SpecifierEntries()
        for entry in dictionary.entries {
            guard let key = keys.first(where: { System.sameBytes(entry.key, $0.name) }) else {
                unknownInAppSettingsKitKey(entry, in: dictionary, of: type, known: keys.map(\.name))
                continue
            }
            if key.name != "Type", check(entry, shape: key.shape) { entries[entry.key] = entry }
        }
        for key in keys where key.required && key.name != "Type" {
            log.missingKey(key.name, of: dictionary, in: type, hint: Self.hint(for: key.name), at: node.location)
        }
        if InAppSettingsKitSchema.needsKey(type) {
            log.missingKey("Key", of: dictionary, in: type, hint: "InAppSettingsKit stores nothing without it",
                           at: node.location)
        }
        log.report(contentsOf: InAppSettingsKitCrash.check(type: type, dictionary, at: node.location))
        if type == "IASKListGroupSpecifier" { noteListGroupPanes(dictionary) }
        guard log.errorCount == errorsBefore else { return nil }
        if let appleType = SpecifierType(rawValue: type) {
            var checks = SpecifierChecks(entries: entries)
            if let kind = checks.build(appleType) {
                // A toggle's "YES" default is read with boolValue (IASKSpecifier.m S310-319): no finding here.
                log.report(contentsOf: checks.diagnostics.filter { $0.rule != .invalidToggleDefault })
                return Specifier(Self.markingViewController(kind, dictionary), at: node.location)
            }
        }
        return Specifier(.inAppOnly(type: type), at: node.location)
    }

    /// The pages a list group's item and add-row child panes open (IASKSettingsReader gathers them too).
    private mutating func noteListGroupPanes(_ dictionary: PlistDictionary) {
        for entry in dictionary.entries
        where System.sameBytes(entry.key, "ItemSpecifier") || System.sameBytes(entry.key, "AddSpecifier") {
            guard case .dictionary(let inner) = entry.value.value,
                  let file = inner.entries.last(where: { System.sameBytes($0.key, "File") }),
                  case .string(let name) = file.value.value,
                  !inner.entries.contains(where: { item in ["IASKViewControllerClass", "IASKViewControllerStoryBoardId",
                                                            "IASKSegueIdentifier"].contains { System.sameBytes(item.key, $0) } })
            else { continue }
            listGroupPanes.append(Located(name, at: file.value.location))
        }
    }

    /// A child pane that InAppSettingsKit opens as a view controller, marked so (it is no page to it).
    static func markingViewController(_ kind: Specifier.Kind, _ dictionary: PlistDictionary) -> Specifier.Kind {
        guard case .childPane(var pane) = kind else { return kind }
        let keys = ["IASKViewControllerClass", "IASKViewControllerStoryBoardId", "IASKSegueIdentifier"]
        pane.opensViewController = dictionary.entries.contains { entry in keys.contains { System.sameBytes(entry.key, $0) } }
        return .childPane(pane)
    }

    /// A key of a page both read that Apple's schema does not have: InAppSettingsKit's own are checked
    /// against its schema (an `IASK…` key it does not know is a typo); any other is unknown as ever.
    mutating func checkInAppSettingsKitKey(_ entry: PlistDictionary.Entry, in dictionary: PlistDictionary, of type: String,
                                           settingsKeys: [String]) {
        let inApp = InAppSettingsKitSchema.keys(of: type) ?? []
        if let key = inApp.first(where: { System.sameBytes(entry.key, $0.name) }) {
            _ = check(entry, shape: key.shape)
            return
        }
        if let apple = SpecifierType(rawValue: type),
           SpecifierSchema.generatorKeys(of: apple).contains(where: { System.sameBytes(entry.key, $0) }) { return }
        unknownInAppSettingsKitKey(entry, in: dictionary, of: type, known: Array(Set(settingsKeys + inApp.map(\.name))).sorted())
    }

    /// An unknown key, where InAppSettingsKit reads the page: a name it read once names its successor
    /// (a certain rename), a misspelt one the closest.
    private mutating func unknownInAppSettingsKitKey(_ entry: PlistDictionary.Entry, in dictionary: PlistDictionary,
                                                     of type: String, known: [String]) {
        if let renamed = InAppSettingsKitSchema.legacy.first(where: { System.sameBytes(entry.key, $0.key) }).map(\.value) {
            let count = { (name: String) in dictionary.entries.count { System.sameBytes($0.key, name) } }
            guard let successor = renamed else {
                return log.report(.unknownKey(entry.key, in: type, suggestion: nil, at: entry.keyLocation)
                    .appending("; InAppSettingsKit 3 no longer reads it"))
            }
            let certain = count(successor) == 0 && count(entry.key) == 1 ? successor : nil
            return log.report(.unknownKey(entry.key, in: type, suggestion: successor, certain: certain, at: entry.keyLocation)
                .replacingMessage("unknown \(type) key \(MessageText.quoted(entry.key)): InAppSettingsKit reads "
                    + "\(MessageText.quoted(successor)) since it was renamed; did you mean \(MessageText.quoted(successor))?"))
        }
        log.unknownKey(entry, of: dictionary, in: type, known: known) { _ in nil }
    }
}

private extension Diagnostic {
    func appending(_ text: String) -> Diagnostic {
        var copy = self
        copy.message += text
        return copy
    }

    func replacingMessage(_ text: String) -> Diagnostic {
        var copy = self
        copy.message = text
        return copy
    }
}
