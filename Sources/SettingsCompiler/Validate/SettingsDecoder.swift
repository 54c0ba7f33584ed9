import XMLStream

/// Decodes plist values into the settings model and checks every rule of the schema on the way.
///
/// It never stops at the first problem: a section or row with errors is left out of the model and
/// its problems are reported, and decoding goes on. Sections can be fed one at a time, as the parser
/// completes them, so a definition is checked in one pass without being held whole.
public struct SettingsDecoder {
    public static let sectionKeys = ["SectionTitle", "Data", "FooterText"]
    public static let rowKeys = ["Content", "CellStyle", "Key", "DefaultValue", "Detail"]

    public var diagnostics: [Diagnostic] { log.diagnostics }
    private var log = DecodingLog()
    /// Switch keys seen so far, with where each was defined.
    private var switchKeys: [String: SourceLocation] = [:]

    public init() {}

    /// Checks the plist's root value; its elements (the sections) go through `decodeSection`.
    public mutating func checkRoot(_ root: PlistNode) {
        if case .array = root.value { return }
        log.report(.rootNotArray(found: root.value.typeName, at: root.location))
    }

    /// Decodes one element of the root array; nil if it has errors (they are in `diagnostics`).
    public mutating func decodeSection(_ node: PlistNode) -> SettingsSection? {
        guard case .dictionary(let dictionary) = node.value else {
            log.report(.sectionNotDictionary(found: node.value.typeName, at: node.location))
            return nil
        }
        let errorsBefore = log.errorCount
        var title: String?
        var footer: String?
        var data: (items: [PlistNode], location: SourceLocation)?
        for entry in dictionary.entries {
            switch entry.key {
            case "SectionTitle": title = string(entry, or: title)
            case "FooterText": footer = string(entry, or: footer)
            case "Data":
                if case .array(let items) = entry.value.value {
                    data = (items, entry.value.location)
                } else {
                    log.wrongType(entry, expected: "an array of rows")
                }
            default:
                log.unknownKey(entry, of: dictionary, in: "section", known: Self.sectionKeys) { Self.rowKeys.contains($0) ? "'\($0)' belongs in a row" : nil }
            }
        }
        if title == nil && !dictionary.defines("SectionTitle") {
            log.report(.missingSectionTitle(at: node.location))
        }
        var rows: [SettingsRow] = []
        if let data {
            if data.items.isEmpty { log.report(.emptySection(at: data.location)) }
            rows.reserveCapacity(data.items.count)
            for item in data.items {
                if let row = decodeRow(item) { rows.append(row) }
            }
        } else {
            log.missingKey("Data", of: dictionary, in: "section", hint: "the array of its rows", at: node.location)
        }
        guard log.errorCount == errorsBefore else { return nil }
        return SettingsSection(title: title, footer: footer, rows: rows, location: node.location)
    }

    /// Decodes a whole root value at once.
    public mutating func decodeScreen(_ root: PlistNode) -> SettingsScreen {
        checkRoot(root)
        guard case .array(let sections) = root.value else { return SettingsScreen(sections: []) }
        return SettingsScreen(sections: sections.compactMap { decodeSection($0) })
    }

    // MARK: Rows

    private mutating func decodeRow(_ node: PlistNode) -> SettingsRow? {
        guard case .dictionary(let dictionary) = node.value else {
            log.report(.rowNotDictionary(found: node.value.typeName, at: node.location))
            return nil
        }
        let errorsBefore = log.errorCount
        var title: (text: String, location: SourceLocation)?
        var style: (type: SettingCellType, location: SourceLocation)?
        var key: PlistDictionary.Entry?
        var defaultValue: PlistDictionary.Entry?
        var detail: PlistDictionary.Entry?
        var explicitKey: String?
        var isOn: Bool?
        var detailText: String?
        var sawContent = false
        var sawStyle = false
        for entry in dictionary.entries {
            switch entry.key {
            case "Content":
                sawContent = true
                if let text = string(entry, or: nil) {
                    if DecodingLog.isBlank(text) { log.report(.emptyValue("Content", at: entry.value.location)) }
                    title = (text, entry.value.location)
                }
            case "CellStyle":
                sawStyle = true
                guard let text = string(entry, or: nil) else { continue }
                if let type = SettingCellType(rawValue: text) {
                    style = (type, entry.value.location)
                } else {
                    log.report(.unknownCellStyle(text, at: entry.value.location))
                }
            case "Key":
                key = entry
                if let text = string(entry, or: nil) {
                    if DecodingLog.isBlank(text) { log.report(.emptyValue("Key", at: entry.value.location)) }
                    explicitKey = text
                }
            case "DefaultValue":
                defaultValue = entry
                if case .bool(let value) = entry.value.value { isOn = value } else {
                    log.wrongType(entry, expected: "a boolean (<true/> or <false/>)")
                }
            case "Detail":
                detail = entry
                detailText = string(entry, or: detailText)
            default:
                log.unknownKey(entry, of: dictionary, in: "row", known: Self.rowKeys) { Self.sectionKeys.contains($0) ? "'\($0)' belongs in a section" : nil }
            }
        }
        if !sawContent {
            log.missingKey("Content", of: dictionary, in: "row", hint: "the row's title", at: node.location)
        }
        if !sawStyle {
            log.missingKey("CellStyle", of: dictionary, in: "row", hint: "one of "
                + SettingCellType.allCases.map(\.rawValue).joined(separator: ", "), at: node.location)
        }
        if let style {
            if style.type != .switch {
                for entry in [key, defaultValue].compactMap({ $0 }) {
                    log.report(.inapplicableKey(entry.key, style: style.type, appliesTo: "switch rows",
                                                        at: entry.keyLocation))
                }
            }
            if !style.type.showsDetail, let detail {
                log.report(.inapplicableKey(detail.key, style: style.type, appliesTo: "basic and detail rows",
                                                    at: detail.keyLocation))
            }
            if style.type == .switch, let title {
                let switchKey = explicitKey ?? title.text
                let location = key?.value.location ?? title.location
                if let first = switchKeys[switchKey] {
                    log.report(.duplicateSwitchKey(switchKey, at: location, first: first))
                } else {
                    switchKeys[switchKey] = location
                }
            }
        }
        guard log.errorCount == errorsBefore, let title, let style else { return nil }
        return SettingsRow(title: title.text, cellType: style.type, explicitKey: explicitKey,
                           defaultValue: isOn ?? false, detail: detailText, location: node.location)
    }

    // MARK: Helpers

    /// The entry's string, or `fallback` after reporting a wrong type.
    private mutating func string(_ entry: PlistDictionary.Entry, or fallback: String?) -> String? {
        log.string(entry) ?? fallback
    }
}
