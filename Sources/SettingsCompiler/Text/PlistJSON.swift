import JSON
import PropertyList

/// Plist values as JSON: strings, numbers, booleans, arrays and objects as themselves; a date as its
/// ISO 8601 text, data as base64 text; a real that JSON cannot hold (NaN, infinity) as null.
public enum PlistJSON {
    public static func append(_ value: PlistValue, to json: inout String) {
        switch value {
        case .string(let text): JSONWriter.append(text, to: &json)
        case .integer(let integer): json += integer.description
        case .real(let real): json += real.isFinite ? PlistText.number(real) : "null"
        case .bool(let on): json += on ? "true" : "false"
        case .date(let date): JSONWriter.append(date.description, to: &json)
        case .data(let bytes): JSONWriter.append(Base64.encode(bytes), to: &json)
        case .array(let items):
            json += "["
            for (index, item) in items.enumerated() {
                if index > 0 { json += ", " }
                append(item.value, to: &json)
            }
            json += "]"
        case .dictionary(let dictionary):
            json += "{"
            for (index, entry) in dictionary.entries.enumerated() {
                if index > 0 { json += ", " }
                JSONWriter.append(entry.key, to: &json)
                json += ": "
                append(entry.value.value, to: &json)
            }
            json += "}"
        }
    }

    /// `value` as JSON, `null` for nil.
    public static func append(optional value: PlistValue?, to json: inout String) {
        if let value { append(value, to: &json) } else { json += "null" }
    }
}
