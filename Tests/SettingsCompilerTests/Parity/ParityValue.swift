import PropertyList

/// One canonical text for a property-list value, made alike from CoreFoundation's objects and from
/// settingsc's `PlistNode`s, so that the two compare exactly: strings scalar by scalar (CF keeps "é" and
/// "e\u{301}" apart, and so must the comparison), integers in decimal, reals by value (`-0` and `nan`
/// spelt out), dates as proleptic Gregorian UTC with seconds, data in hex, dictionaries by key.
enum ParityValue {
    static func canonical(_ node: PlistNode) -> String {
        switch node.value {
        case .string(let text): quoted(Array(text.unicodeScalars))
        case .integer(let integer): "int(\(integer))"
        case .real(let real): ParityValue.real(real)
        case .bool(let flag): flag ? "true" : "false"
        case .date(let date): ParityValue.date(date.absoluteTime)
        case .data(let bytes): ParityValue.data(bytes)
        case .array(let items): "[" + items.map(canonical).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            ParityValue.dictionary(dictionary.entries.map { (Array($0.key.unicodeScalars), canonical($0.value)) })
        }
    }

    static func quoted(_ scalars: [Unicode.Scalar]) -> String {
        var text = "\""
        for scalar in scalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0xA0).contains(scalar.value) || scalar.value == 0xFEFF
                    || scalar.value == 0xFFFD || scalar.value > 0xFFFF || (0x2028...0x2029).contains(scalar.value) {
                    text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }

    static func real(_ value: Double) -> String {
        if value.isNaN { return "real(nan)" }
        if value == 0 { return value.sign == .minus ? "real(-0)" : "real(0)" }
        return "real(\(value))"
    }

    /// Seconds after 2001-01-01T00:00:00Z, as `date(YYYY-MM-DDTHH:MM:SSZ)`; fractions are dropped.
    static func date(_ seconds: Double) -> String {
        let unix = Int64(seconds.rounded(.down)) + 978_307_200
        var days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let second = unix - days * 86_400
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "date(\(year)-\(two(month))-\(two(day))T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z)"
    }

    static func data(_ bytes: [UInt8]) -> String {
        "data(" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + ")"
    }

    /// Entries by key (scalar order); a key written twice is kept once, with its last value, as CF does.
    static func dictionary(_ entries: [(key: [Unicode.Scalar], value: String)]) -> String {
        var last: [String: (key: [Unicode.Scalar], value: String)] = [:]
        for entry in entries { last[entry.key.map { String($0.value, radix: 16) }.joined(separator: ",")] = entry }
        let sorted = last.values.sorted { $0.key.lexicographicallyPrecedes($1.key) { $0.value < $1.value } }
        return "{" + sorted.map { quoted($0.key) + ": " + $0.value }.joined(separator: ", ") + "}"
    }
}
