/// The versioned JSON document of docs/render.schema.json: keys in a fixed order, one row per line.
public struct JSONRenderer: ScreenRenderer {
    public init() {}

    public func prologue() -> String { "{\n  \"version\": 1,\n  \"sections\": [" }

    public func epilogue() -> String { "\n  ]\n}\n" }

    public func render(_ section: SettingsSection, index: Int, states: SwitchStates) -> String {
        var json = (index > 0 ? "," : "") + "\n    {\n"
        json += "      \"title\": \(section.title.map(JSONText.quoted) ?? "null"),\n"
        json += "      \"footer\": \(section.footer.map(JSONText.quoted) ?? "null"),\n"
        json += "      \"line\": \(section.location.line),\n"
        let rows = section.rows.map { row -> String in
            var fields = [
                "\"title\": \(JSONText.quoted(row.title))",
                "\"cellType\": \"\(row.cellType.name)\"",
                "\"style\": \"\(row.cellType.rawValue)\"",
            ]
            if let key = row.switchKey {
                fields += ["\"key\": \(JSONText.quoted(key))", "\"value\": \(states.isOn(row))",
                           "\"default\": \(row.defaultValue)"]
            }
            if row.cellType.showsDetail, let detail = row.detail { fields.append("\"detail\": \(JSONText.quoted(detail))") }
            fields.append("\"line\": \(row.location.line)")
            return "        {" + fields.joined(separator: ", ") + "}"
        }
        json += rows.isEmpty ? "      \"rows\": []\n" : "      \"rows\": [\n" + rows.joined(separator: ",\n") + "\n      ]\n"
        return json + "    }"
    }
}
