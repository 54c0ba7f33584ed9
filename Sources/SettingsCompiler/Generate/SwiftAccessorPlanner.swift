import Diagnostics
import PropertyList
import Platform

/// Decides the properties of the generated type from a compiled definition: one per keyed item, in
/// definition order (a bundle's pages in bundle order), each with its Swift name and type; and reports
/// what Swift cannot express (`swift-name-collision`, `unsupported-in-swift`) in the file at fault.
struct SwiftAccessorPlanner {
    /// Names the generated type has itself, which no property may take.
    static let memberNames: Set<String> = ["defaults", "registerDefaults"]
    /// Type names an enum may not take: Swift's own, and those the generated code uses.
    static let typeNames: Set<String> = [
        "Keys", "Type", "Self", "Protocol", "Any", "Bool", "Int", "Double", "String", "Date", "Data", "UserDefaults",
        "CaseIterable", "Sendable", "Foundation", "Swift",
    ]

    /// A finding of the planner and the file at fault (nil: a definition read from no file).
    typealias Finding = (file: SourceFile?, diagnostic: Diagnostic)

    /// The generated type's name, for messages.
    let typeName: String
    private(set) var accessors: [SettingAccessor] = []
    private var findings: [Finding] = []
    private var named: [String: (key: SettingKey, file: SourceFile?)] = [:]

    /// Plans the properties of `definition` and what it found, in the order found; `reports` are the
    /// compilation's (their files are where findings go); comments name a screen's items in
    /// `sourceName`, a bundle's pages in `bundleName`.
    static func plan(_ definition: Definition, reports: [FileReport], sourceName: String, bundleName: String?,
                     typeName: String) -> (accessors: [SettingAccessor], findings: [Finding]) {
        var planner = SwiftAccessorPlanner(typeName: typeName)
        switch definition {
        case .screen:
            let file = reports.first?.file
            for item in definition.keyedItems {
                planner.add(item, sourceName: sourceName, file: file)
            }
        case .bundle(let bundle):
            let files = Dictionary(reports.map { ($0.file.displayName, $0.file) }, uniquingKeysWith: { first, _ in first })
            for (page, specifier) in bundle.keyedSpecifiers {
                planner.add(specifier, sourceName: Self.sourceName(of: page, in: bundleName), file: files[page.fileName])
            }
        }
        return (planner.accessors, planner.findings)
    }

    /// `Settings.bundle` for `App/Settings.bundle/`; nil when the path names no folder (`.`).
    static func bundleName(_ path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let name = System.baseName(of: String(trimmed))
        return name.isEmpty || name == "." || name == ".." || name == "/" ? nil : name
    }

    /// A page as comments name it: `Settings.bundle/Licenses/Acknowledgements.plist`, `Root.plist` when
    /// the bundle's folder has no name of its own, `<stdin>` for a page read from standard input.
    static func sourceName(of page: BundlePage, in bundleName: String?) -> String {
        guard page.fileName.hasSuffix(".plist") else { return page.fileName }
        return (bundleName.map { $0 + "/" } ?? "") + page.name + ".plist"
    }

    // MARK: Items

    private mutating func add(_ specifier: Specifier, sourceName: String, file: SourceFile?) {
        guard let key = specifier.key, let name = propertyName(key, file: file) else { return }
        let source = Self.source(sourceName, key.location)
        var accessor: SettingAccessor
        switch specifier.kind {
        case .toggleSwitch(let toggle):
            let on = toggle.storedValue(on: true), off = toggle.storedValue(on: false)
            let checked = [toggle.trueValue, toggle.falseValue, toggle.defaultValue].allSatisfy { checkLiteral($0, file: file) }
            guard checked else { return }
            accessor = SettingAccessor(
                name: name, key: key, kind: .toggle(on: on, off: off), defaultValue: .bool(toggle.isOnByDefault),
                title: toggle.title.text, source: source)
            if !accessor.storesPlainBooleans {
                accessor.details.append("Stored as \(Self.code(on)) when on, \(Self.code(off)) when off.")
            }
            accessor.details.append("Default: \(toggle.isOnByDefault ? "on" : "off").")
        case .slider(let slider):
            accessor = SettingAccessor(
                name: name, key: key, kind: .value(.double), defaultValue: .real(slider.defaultValue), title: nil,
                source: source,
                details: ["A slider from \(PlistText.number(slider.minimum)) to \(PlistText.number(slider.maximum)).",
                          "Default: \(Self.code(.real(slider.defaultValue)))."])
        case .textField(let field):
            accessor = SettingAccessor(
                name: name, key: key, kind: .value(.string), defaultValue: .string(field.defaultValue),
                title: field.title?.text, source: source,
                details: (field.isSecure ? ["A secure text field."] : [])
                    + ["Default: \(Self.code(.string(field.defaultValue)))."])
        case .titleValue(let item):
            guard checkLiteral(item.defaultValue, file: file), let type = SwiftValueType(of: item.defaultValue.value) else { return }
            accessor = SettingAccessor(
                name: name, key: key, kind: .value(type), defaultValue: item.defaultValue.value,
                title: item.title?.text, source: source,
                details: ["Shown read-only by the Settings app: the app sets it.",
                          "Default: \(Self.code(item.defaultValue.value))."])
        case .multiValue, .radioGroup:
            guard let item = specifier.choiceSetting,
                  let planned = choice(name, key, item.defaultValue, item.choices, title: specifier.title?.text,
                                       source: source, file: file) else { return }
            accessor = planned
        case .group, .childPane, .inAppOnly:
            return
        }
        if let idioms = specifier.idioms, idioms.count == 1 {
            accessor.details.append("Shown on \(idioms[0].deviceName) only.")
        }
        accessors.append(accessor)
    }

    /// A multi-value or radio group: an enum when the values make one and hold the default, else the
    /// default's own type (the comment then lists the values).
    private mutating func choice(_ name: String, _ key: SettingKey, _ defaultValue: PlistNode, _ choices: ChoiceList,
                                 title: String?, source: String, file: SourceFile?) -> SettingAccessor? {
        guard checkLiteral(defaultValue, file: file), let type = SwiftValueType(of: defaultValue.value) else { return nil }
        let enumName = SwiftIdentifier.capitalized(name)
        let made = SwiftChoiceEnum.make(name: enumName, choices: choices)
        if case .success(let choice) = made, let defaultCase = choice.caseName(for: defaultValue.value) {
            let reason = Self.typeNames.contains(enumName) ? "Swift or the generated code uses for a type"
                : enumName == name ? "would name both its property and its enum" : nil
            if let reason {
                report(.reservedSwiftName(key.name, name: enumName, reason: reason, at: key.location), in: file)
                return nil
            }
            return SettingAccessor(name: name, key: key, kind: .choice(choice), defaultValue: defaultValue.value,
                                   title: title, source: source,
                                   details: ["Default: `.\(SwiftIdentifier.escaped(defaultCase))`."])
        }
        // A default outside the values is not reached for a valid definition (validate requires it among them).
        let reason = if case .failure(let refusal) = made { refusal.reason } else { "the default is not one of them" }
        let values = choices.values.prefix(12).map { Self.code($0.value) }.joined(separator: ", ")
        return SettingAccessor(
            name: name, key: key, kind: .value(type), defaultValue: defaultValue.value, title: title, source: source,
            details: ["One of \(values)\(choices.values.count > 12 ? ", …" : "");",
                      "not an enum: \(reason).", "Default: \(Self.code(defaultValue.value))."])
    }

    // MARK: Checks

    /// The key's property name, or nil after reporting why it has none.
    private mutating func propertyName(_ key: SettingKey, file: SourceFile?) -> String? {
        guard let name = SwiftIdentifier.lowerCamelCase(key.name) else {
            report(.keyWithoutSwiftName(key.name, at: key.location), in: file)
            return nil
        }
        if Self.memberNames.contains(name) {
            report(.reservedSwiftName(key.name, name: name, reason: "\(typeName) has itself", at: key.location), in: file)
            return nil
        }
        if let first = named[name] {
            report(.swiftNameCollision(key.name, other: first.key.name, name: name, at: key.location,
                                       first: first.key.location, firstFile: first.file), in: file)
            return nil
        }
        named[name] = (key, file)
        return name
    }

    /// Whether Swift can write the value (an integer must fit in Int); reports it if not.
    private mutating func checkLiteral(_ node: PlistNode?, file: SourceFile?) -> Bool {
        guard let node, SwiftLiteral.expression(node.value) == nil else { return true }
        report(.integerOutsideSwiftInt(node.value, at: node.location), in: file)
        return false
    }

    private mutating func report(_ diagnostic: Diagnostic, in file: SourceFile?) {
        findings.append((file, diagnostic))
    }

    /// `Root.plist:23`, or `Root.plist (byte 412)` in a binary plist.
    static func source(_ name: String, _ location: SourceLocation) -> String {
        location.byteOffset.map { "\(name) (byte \($0))" } ?? "\(name):\(location.line)"
    }

    /// A value as the comment shows it: its Swift literal in backticks.
    static func code(_ value: PlistValue) -> String {
        "`" + (SwiftLiteral.expression(value) ?? PlistText.plain(value)) + "`"
    }
}
