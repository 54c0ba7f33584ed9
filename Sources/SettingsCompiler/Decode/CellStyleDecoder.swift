import Diagnostics
import Platform
import PropertyList

/// Decodes plist values into the settings model and checks every rule of the schema on the way.
///
/// It never stops at the first problem: a section or row with errors is left out of the model and
/// its problems are reported, and decoding goes on. Sections can be fed one at a time, as the parser
/// completes them, so a definition is checked in one pass without being held whole.
package struct CellStyleDecoder {
    public static let sectionKeys = ["SectionTitle", "Data", "FooterText"]
    public static let rowKeys = ["Content", "CellStyle", "Key", "DefaultValue", "Detail"]
    private static let sectionNames = KeyNames(sectionKeys)
    private static let sectionTitleKey = Array(sectionKeys[0].utf8)
    private static let rowNames = KeyNames(rowKeys)
    private static let cellTypes = SettingCellType.allCases
    private static let cellStyleNames = KeyNames(cellTypes.map(\.rawValue))

    public var diagnostics: [Diagnostic] { log.diagnostics }
    private var log: DecodingLog
    /// Switch keys seen so far, told apart by their bytes (as `UserDefaults` tells keys apart: a
    /// `String`'s `==` takes "é" and "e" followed by U+0301 as one), numbered in the order met, and where
    /// each was defined (`SourceLocation.packed`), by number.
    private var switchKeys = ByteKeyTable()
    private var switchKeyLocations: [Int] = []

    /// A decoder that reports up to `cap` of a rule, then counts.
    package init(cap: DiagnosticCap = DiagnosticCap()) {
        log = DecodingLog(cap: cap)
    }

    /// Checks the plist's root value; its elements (the sections) go through `decodeSection`.
    public mutating func checkRoot(_ values: PlistBuffer, _ root: Int) {
        if values.kind(root) == .array { return }
        log.report(.rootNotArray(found: values.typeName(root), at: values.location(root)))
    }

    /// Decodes one element of the root array (slot `index` of `values`); nil if it has errors (they are
    /// in `diagnostics`).
    public mutating func decodeSection(_ values: PlistBuffer, _ index: Int) -> SettingsSection? {
        guard values.kind(index) == .dictionary else {
            report { .sectionNotDictionary(found: values.typeName(index), at: values.location(index)) }
            return nil
        }
        let errorsBefore = log.errorCount
        var title: String?
        var footer: String?
        var data: Int?
        values.forEachEntry(of: index) { key, value in
            switch values.match(key, in: Self.sectionNames) {
            case 0: title = log.string(values, key: key) ?? title
            case 1:
                if values.kind(value) == .array { data = value } else {
                    log.wrongType(values, key: key, expected: "an array of rows")
                }
            case 2: footer = log.string(values, key: key) ?? footer
            default:
                log.unknownKey(values, key: key, dictionary: index, in: "section", known: Self.sectionKeys) {
                    Self.rowKeys.contains($0) ? "'\($0)' belongs in a row" : nil
                }
            }
        }
        if title == nil && !values.defines(Self.sectionTitleKey, in: index) {
            report { .missingSectionTitle(at: values.location(index)) }
        }
        var rows: [SettingsRow] = []
        if let data {
            let count = values.count(of: data)
            if count == 0 { report { .emptySection(at: values.location(data)) } }
            rows.reserveCapacity(count)
            values.forEachItem(of: data) { item in
                if let row = decodeRow(values, item) { rows.append(row) }
            }
        } else {
            log.missingKey("Data", of: values, dictionary: index, in: "section", hint: "the array of its rows")
        }
        guard log.errorCount == errorsBefore else { return nil }
        return SettingsSection(title: title, footer: footer, rows: rows, location: values.location(index))
    }

    /// Reports a problem. Kept out of line with the diagnostic it makes: problems are rare, and the
    /// messages built inline made the decoder's hot code three times larger (instruction-cache misses).
    @inline(never)
    private mutating func report(_ diagnostic: () -> Diagnostic) {
        log.report(diagnostic())
    }

    // MARK: Rows

    private mutating func decodeRow(_ values: PlistBuffer, _ index: Int) -> SettingsRow? {
        guard values.kind(index) == .dictionary else {
            report { .rowNotDictionary(found: values.typeName(index), at: values.location(index)) }
            return nil
        }
        let errorsBefore = log.errorCount
        var title: (text: String, location: SourceLocation)?
        var style: (type: SettingCellType, location: SourceLocation)?
        // Slots of the keys written (the last of each).
        var key: Int?
        var defaultValue: Int?
        var detail: Int?
        var explicitKey: String?
        var isOn: Bool?
        var detailText: String?
        var sawContent = false
        var sawStyle = false
        values.forEachEntry(of: index) { entry, value in
            switch values.match(entry, in: Self.rowNames) {
            case 0: // Content
                sawContent = true
                if let text = log.string(values, key: entry) {
                    if WhiteSpace.isBlank(text) { report { .emptyValue("Content", at: values.location(value)) } }
                    title = (text, values.location(value))
                }
            case 1: // CellStyle
                sawStyle = true
                guard values.kind(value) == .string else {
                    log.wrongType(values, key: entry, expected: "a string")
                    return
                }
                if let type = values.match(value, in: Self.cellStyleNames).map({ Self.cellTypes[$0] }) {
                    style = (type, values.location(value))
                } else {
                    report { .unknownCellStyle(values.string(value)!, at: values.location(value)) }
                }
            case 2: // Key
                key = entry
                if let text = log.string(values, key: entry) {
                    if WhiteSpace.isBlank(text) { report { .emptyValue("Key", at: values.location(value)) } }
                    explicitKey = text
                }
            case 3: // DefaultValue
                defaultValue = entry
                if let bool = values.bool(value) { isOn = bool } else {
                    log.wrongType(values, key: entry, expected: "a boolean (<true/> or <false/>)")
                }
            case 4: // Detail
                detail = entry
                detailText = log.string(values, key: entry) ?? detailText
            default:
                log.unknownKey(values, key: entry, dictionary: index, in: "row", known: Self.rowKeys) {
                    Self.sectionKeys.contains($0) ? "'\($0)' belongs in a section" : nil
                }
            }
        }
        let location = values.location(index)
        if !sawContent {
            log.missingKey("Content", of: values, dictionary: index, in: "row", hint: "the row's title")
        }
        if !sawStyle {
            log.missingKey("CellStyle", of: values, dictionary: index, in: "row", hint: "one of "
                + SettingCellType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if let style {
            // Each key in turn, not gathered into an array: an array of `Int?` was two generic types made
            // at run time, `Optional<Int>` and its array's storage, on every run with a row (~35 K
            // instructions of a small file's `validate`: the first optional type made also registers
            // every one the standard library holds ready-made).
            if style.type != .switch {
                inapplicable(key, values, style: style.type, appliesTo: "switch rows")
                inapplicable(defaultValue, values, style: style.type, appliesTo: "switch rows")
            }
            if !style.type.showsDetail { inapplicable(detail, values, style: style.type, appliesTo: "basic and detail rows") }
            if style.type == .switch, let title {
                let switchKey = explicitKey ?? title.text
                let keyLocation = key.map { values.location($0 + 1) } ?? title.location
                if let first = switchKeys.insert(switchKey) {
                    let firstLocation = SourceLocation(packed: switchKeyLocations[first])
                    report { .duplicateSwitchKey(switchKey, at: keyLocation, first: firstLocation) }
                } else {
                    switchKeyLocations.append(keyLocation.packed)
                }
            }
        }
        guard log.errorCount == errorsBefore, let title, let style else { return nil }
        return SettingsRow(title: title.text, cellType: style.type, explicitKey: explicitKey,
                           defaultValue: isOn ?? false, detail: detailText, location: location)
    }

    /// Reports the row key in slot `key`, if the row has it: a `style` row does not read it, only the rows
    /// `appliesTo` names.
    private mutating func inapplicable(_ key: Int?, _ values: PlistBuffer, style: SettingCellType, appliesTo rows: String) {
        guard let key else { return }
        report { .inapplicableKey(values.string(key)!, style: style, appliesTo: rows, at: values.location(key)) }
    }
}
