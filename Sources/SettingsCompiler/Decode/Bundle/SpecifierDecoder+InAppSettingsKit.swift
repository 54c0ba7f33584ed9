import Diagnostics
import Platform
import PropertyList

/// `--profile iask`: a specifier as InAppSettingsKit reads it (InAppSettingsKitSchema), and the
/// InAppSettingsKit keys of a page the Settings app reads too.
extension SpecifierDecoder {
    /// Decodes a specifier of a page only InAppSettingsKit reads: its keys against its schema, what it
    /// needs, what crashes it; an Apple type is then built as for the Settings app (its rules between
    /// keys hold there too), an InAppSettingsKit type is kept as such.
    mutating func decodeForInAppSettingsKit(_ item: Int, type: String, at typeLocation: SourceLocation) -> Specifier? {
        guard let keys = InAppSettingsKitSchema.keys(of: type) else {
            log.report(.unknownSpecifierType(type, known: InAppSettingsKitSchema.types, at: typeLocation))
            return nil
        }
        let errorsBefore = log.errorCount
        var entries = SpecifierEntries(values: values)
        values.forEachEntry(of: item) { key, _ in
            guard let known = keys.first(where: { values.textEquals(key, $0.name) }) else {
                unknownInAppSettingsKitKey(key, in: item, of: type, known: keys.map(\.name))
                return
            }
            if known.name != "Type", check(key, shape: known.shape) { entries.accept(known.modelKey, key: key) }
        }
        for key in keys where key.required && key.name != "Type" {
            log.missingKey(key.name, of: values, dictionary: item, in: type, hint: Self.hint(for: key.name))
        }
        if InAppSettingsKitSchema.needsKey(type) {
            log.missingKey("Key", of: values, dictionary: item, in: type, hint: "InAppSettingsKit stores nothing without it")
        }
        log.report(contentsOf: InAppSettingsKitCrash.check(type: type, values, item))
        if type == "IASKListGroupSpecifier" { noteListGroupPanes(item) }
        guard log.errorCount == errorsBefore else { return nil }
        let location = values.location(item)
        if let appleType = SpecifierType(rawValue: type) {
            var checks = SpecifierChecks(entries: entries)
            if let kind = checks.build(appleType) {
                // A toggle's "YES" default is read with boolValue (IASKSpecifier.m S310-319): no finding here.
                log.report(contentsOf: checks.diagnostics.filter { $0.rule != .invalidToggleDefault })
                return Specifier(Self.markingViewController(kind, values, item), at: location)
            }
        }
        return Specifier(.inAppOnly(type: type), at: location)
    }

    /// The keys that make InAppSettingsKit open a child pane as a view controller.
    static let viewControllerKeys = ["IASKViewControllerClass", "IASKViewControllerStoryBoardId", "IASKSegueIdentifier"]

    /// The pages a list group's item and add-row child panes open (IASKSettingsReader gathers them too).
    private mutating func noteListGroupPanes(_ item: Int) {
        values.forEachEntry(of: item) { key, inner in
            guard values.textEquals(key, "ItemSpecifier") || values.textEquals(key, "AddSpecifier"),
                  values.kind(inner) == .dictionary,
                  let file = values.lastEntry("File", in: inner), values.kind(file + 1) == .string,
                  !Self.opensViewController(values, inner)
            else { return }
            listGroupPanes.append(Located(values.string(file + 1)!, at: values.location(file + 1)))
        }
    }

    /// Whether the dictionary in slot `dictionary` has a key that makes it a view controller's.
    private static func opensViewController(_ values: PlistBuffer, _ dictionary: Int) -> Bool {
        var found = false
        values.forEachEntry(of: dictionary) { key, _ in
            if viewControllerKeys.contains(where: { values.textEquals(key, $0) }) { found = true }
        }
        return found
    }

    /// A child pane that InAppSettingsKit opens as a view controller, marked so (it is no page to it).
    static func markingViewController(_ kind: Specifier.Kind, _ values: PlistBuffer, _ item: Int) -> Specifier.Kind {
        guard case .childPane(var pane) = kind else { return kind }
        pane.opensViewController = opensViewController(values, item)
        return .childPane(pane)
    }

    /// A key of a page both read that Apple's schema does not have: InAppSettingsKit's own are checked
    /// against its schema (an `IASK…` key it does not know is a typo); any other is unknown as ever.
    mutating func checkInAppSettingsKitKey(_ key: Int, in item: Int, of type: String, settingsKeys: [String]) {
        let inApp = InAppSettingsKitSchema.keys(of: type) ?? []
        if let known = inApp.first(where: { values.textEquals(key, $0.name) }) {
            _ = check(key, shape: known.shape)
            return
        }
        if let apple = SpecifierType(rawValue: type),
           SpecifierSchema.generatorKeys(of: apple).contains(where: { values.textEquals(key, $0) }) { return }
        unknownInAppSettingsKitKey(key, in: item, of: type, known: Array(Set(settingsKeys + inApp.map(\.name))).sorted())
    }

    /// An unknown key, where InAppSettingsKit reads the page: a name it read once names its successor
    /// (a certain rename), a misspelt one the closest.
    private mutating func unknownInAppSettingsKitKey(_ key: Int, in item: Int, of type: String, known: [String]) {
        if let renamed = InAppSettingsKitSchema.legacy.first(where: { values.textEquals(key, $0.key) }).map(\.value) {
            let name = values.string(key)!, location = values.location(key)
            guard let successor = renamed else {
                return log.report(.unknownKey(name, in: type, suggestion: nil, at: location)
                    .appending("; InAppSettingsKit 3 no longer reads it"))
            }
            let certain = DecodingLog.canRename(name, to: successor, in: values, dictionary: item) ? successor : nil
            return log.report(.unknownKey(name, in: type, suggestion: successor, certain: certain, at: location)
                .replacingMessage("unknown \(type) key \(MessageText.quoted(name)): InAppSettingsKit reads "
                    + "\(MessageText.quoted(successor)) since it was renamed; did you mean \(MessageText.quoted(successor))?"))
        }
        log.unknownKey(values, key: key, dictionary: item, in: type, known: known) { _ in nil }
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
