import Diagnostics

/// Plist values written out for messages and for the shell: `'abc'`, `3`, `0.5`, `true`.
package enum PlistText {
    /// The value as plist text, unquoted: what `get` prints and what a user types to `set`.
    package static func plain(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): text
        case .integer(let integer): integer.description
        case .real(let real): number(real)
        case .bool(let on): on ? "true" : "false"
        case .date(let date): date.description
        case .data(let bytes): "<\(bytes.count) bytes>"
        case .array(let items): "(" + items.map { plain($0.value) }.joined(separator: ", ") + ")"
        case .dictionary(let dictionary): "{\(dictionary.entries.count) entries}"
        }
    }

    /// The value for a message: strings quoted (and cut short), everything else as plain text.
    package static func describe(_ value: PlistValue) -> String {
        if case .string(let text) = value { return MessageText.quoted(text) }
        return plain(value)
    }

    /// A number without a needless fraction: `10` for 10.0, `0.5` for 0.5.
    package static func number(_ value: Double) -> String {
        if value == 0, value.sign == .minus { return "-0" } // as CoreFoundation prints it
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return PlistReal.text(value)
    }

    /// A boolean as typed in the shell: true/false, on/off, yes/no, 1/0, in any case.
    package static func shellBool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "on", "yes", "1": true
        case "false", "off", "no", "0": false
        default: nil
        }
    }

    /// What `shellBool` reads, for messages.
    package static let shellBoolWords = "true/false, on/off, yes/no or 1/0"

    /// The value of an `<integer>` or `<real>` as a Double; nil for any other type.
    package static func double(_ value: PlistValue) -> Double? {
        switch value {
        case .real(let real): real
        case .integer(let integer): Double(integer.description)
        default: nil
        }
    }
}
