import JSON
import PropertyList

/// The versioned JSON document of docs/render.schema.json: keys in a fixed order, one row per line.
public struct JSONRenderer: ScreenRenderer {
    public init() {}

    public func prologue() -> String { "{\n  \"version\": 1,\n  \"sections\": [" }

    public func epilogue() -> String { "\n  ]\n}\n" }

    public func append(_ section: SettingsSection, index: Int, states: SwitchStates, to json: inout [UInt8]) {
        // Bytes appended piece by piece into the output: rendering is on the hot path of `render`.
        json += (index > 0 ? ",\n    {\n      \"title\": " : "\n    {\n      \"title\": ").utf8
        JSONWriter.append(optional: section.title, to: &json)
        json += ",\n      \"footer\": ".utf8
        JSONWriter.append(optional: section.footer, to: &json)
        json += ",\n      \"line\": ".utf8
        JSONWriter.append(section.location.line, to: &json)
        guard !section.rows.isEmpty else {
            json += ",\n      \"rows\": []\n    }".utf8
            return
        }
        json += ",\n      \"rows\": [\n".utf8
        for (offset, row) in section.rows.enumerated() {
            json += (offset == 0 ? "        {\"title\": " : ",\n        {\"title\": ").utf8
            JSONWriter.append(row.title, to: &json)
            json += ", \"cellType\": \"".utf8
            json += row.cellType.name.utf8
            json += "\", \"style\": \"".utf8
            json += row.cellType.rawValue.utf8
            json.append(0x22)
            if let key = row.switchKey {
                json += ", \"key\": ".utf8
                JSONWriter.append(key, to: &json)
                json += (states.isOn(row) ? ", \"value\": true" : ", \"value\": false").utf8
                json += (row.defaultValue ? ", \"default\": true" : ", \"default\": false").utf8
            }
            if row.cellType.showsDetail, let detail = row.detail {
                json += ", \"detail\": ".utf8
                JSONWriter.append(detail, to: &json)
            }
            json += ", \"line\": ".utf8
            JSONWriter.append(row.location.line, to: &json)
            json.append(0x7D)
        }
        json += "\n      ]\n    }".utf8
    }
}
