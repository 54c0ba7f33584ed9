/// The versioned JSON document of docs/render.schema.json: keys in a fixed order, one row per line.
public struct JSONRenderer: ScreenRenderer {
    public init() {}

    public func prologue() -> String { "{\n  \"version\": 1,\n  \"sections\": [" }

    public func epilogue() -> String { "\n  ]\n}\n" }

    public func render(_ section: SettingsSection, index: Int, states: SwitchStates) -> String {
        // Appended piece by piece into one buffer: rendering is on the hot path of `render`.
        var json = ""
        json.reserveCapacity(256 + section.rows.count * 160)
        json += index > 0 ? ",\n    {\n      \"title\": " : "\n    {\n      \"title\": "
        appendOptional(section.title, to: &json)
        json += ",\n      \"footer\": "
        appendOptional(section.footer, to: &json)
        json += ",\n      \"line\": "
        json += String(section.location.line)
        guard !section.rows.isEmpty else {
            json += ",\n      \"rows\": []\n    }"
            return json
        }
        json += ",\n      \"rows\": [\n"
        for (offset, row) in section.rows.enumerated() {
            json += offset == 0 ? "        {\"title\": " : ",\n        {\"title\": "
            JSONText.append(row.title, to: &json)
            json += ", \"cellType\": \""
            json += row.cellType.name
            json += "\", \"style\": \""
            json += row.cellType.rawValue
            json += "\""
            if let key = row.switchKey {
                json += ", \"key\": "
                JSONText.append(key, to: &json)
                json += states.isOn(row) ? ", \"value\": true" : ", \"value\": false"
                json += row.defaultValue ? ", \"default\": true" : ", \"default\": false"
            }
            if row.cellType.showsDetail, let detail = row.detail {
                json += ", \"detail\": "
                JSONText.append(detail, to: &json)
            }
            json += ", \"line\": "
            json += String(row.location.line)
            json += "}"
        }
        json += "\n      ]\n    }"
        return json
    }

    private func appendOptional(_ text: String?, to json: inout String) {
        if let text { JSONText.append(text, to: &json) } else { json += "null" }
    }
}
