/// The versioned JSON document of docs/render.schema.json: keys in a fixed order, one row per line.
public struct JSONRenderer: ScreenRenderer {
    public init() {}

    public func prologue() -> String { "{\n  \"version\": 1,\n  \"sections\": [" }

    public func epilogue() -> String { "\n  ]\n}\n" }

    public func append(_ section: SettingsSection, index: Int, states: SwitchStates, to json: inout [UInt8]) {
        // Bytes appended piece by piece into the output: rendering is on the hot path of `render`.
        UTF8Bytes.append((index > 0 ? ",\n    {\n      \"title\": " : "\n    {\n      \"title\": "), to: &json)
        JSONText.append(optional: section.title, to: &json)
        UTF8Bytes.append(",\n      \"footer\": ", to: &json)
        JSONText.append(optional: section.footer, to: &json)
        UTF8Bytes.append(",\n      \"line\": ", to: &json)
        JSONText.append(section.location.line, to: &json)
        guard !section.rows.isEmpty else {
            UTF8Bytes.append(",\n      \"rows\": []\n    }", to: &json)
            return
        }
        UTF8Bytes.append(",\n      \"rows\": [\n", to: &json)
        for (offset, row) in section.rows.enumerated() {
            UTF8Bytes.append((offset == 0 ? "        {\"title\": " : ",\n        {\"title\": "), to: &json)
            JSONText.append(row.title, to: &json)
            UTF8Bytes.append(", \"cellType\": \"", to: &json)
            UTF8Bytes.append(row.cellType.name, to: &json)
            UTF8Bytes.append("\", \"style\": \"", to: &json)
            UTF8Bytes.append(row.cellType.rawValue, to: &json)
            json.append(0x22)
            if let key = row.switchKey {
                UTF8Bytes.append(", \"key\": ", to: &json)
                JSONText.append(key, to: &json)
                UTF8Bytes.append((states.isOn(row) ? ", \"value\": true" : ", \"value\": false"), to: &json)
                UTF8Bytes.append((row.defaultValue ? ", \"default\": true" : ", \"default\": false"), to: &json)
            }
            if row.cellType.showsDetail, let detail = row.detail {
                UTF8Bytes.append(", \"detail\": ", to: &json)
                JSONText.append(detail, to: &json)
            }
            UTF8Bytes.append(", \"line\": ", to: &json)
            JSONText.append(row.location.line, to: &json)
            json.append(0x7D)
        }
        UTF8Bytes.append("\n      ]\n    }", to: &json)
    }
}
