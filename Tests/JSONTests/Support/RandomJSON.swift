import TestSupport
/// Random JSON text from a seed: every kind of value, nested, with random white space, escapes,
/// non-ASCII written raw or escaped, numbers of every form, and now and then a duplicate key.
struct RandomJSON {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func document() -> [UInt8] {
        var bytes: [UInt8] = []
        whitespace(&bytes)
        value(depth: 0, &bytes)
        whitespace(&bytes)
        return bytes
    }

    mutating func value(depth: Int, _ bytes: inout [UInt8]) {
        switch Int.random(in: 0..<(depth < 4 ? 10 : 7), using: &random) {
        case 0, 1, 2: string(&bytes)
        case 3, 4: number(&bytes)
        case 5: bytes += pick(["true", "false", "null"]).utf8
        case 6: bytes += pick(["[]", "{}", "[ ]", "{\n}"]).utf8
        case 7, 8: container(isObject: true, depth: depth, &bytes)
        default: container(isObject: false, depth: depth, &bytes)
        }
    }

    private mutating func container(isObject: Bool, depth: Int, _ bytes: inout [UInt8]) {
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        var keys: [[UInt8]] = []
        for index in 0..<Int.random(in: 0...5, using: &random) {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            whitespace(&bytes)
            if isObject {
                var key: [UInt8] = []
                if !keys.isEmpty && Int.random(in: 0..<20, using: &random) == 0 {
                    key = pick(keys)
                } else {
                    repeat {
                        key = []
                        string(&key)
                    } while keys.contains(key)
                }
                keys.append(key)
                bytes += key
                whitespace(&bytes)
                bytes.append(UInt8(ascii: ":"))
                whitespace(&bytes)
            }
            value(depth: depth + 1, &bytes)
            whitespace(&bytes)
        }
        bytes.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    private mutating func string(_ bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            bytes += pick([
                "a", "Z", "0", " ", "key", "/", "\\/", "\\\"", "\\\\", "\\n", "\\t", "\\b", "\\f", "\\r", "\\u0001", "\\u0000",
                "é", "\\u00e9", "\\u00E9", "€", "\\u20AC", "😀", "\\ud83d\\ude00", "\\uD83D\\uDE00", "e\u{301}", "\u{7F}",
                "\u{2028}", "\\uFEFF", "日本", "\\u65e5",
            ]).utf8
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func number(_ bytes: inout [UInt8]) {
        var text = Bool.random(using: &random) ? "-" : ""
        switch Int.random(in: 0..<6, using: &random) {
        case 0: text += "0"
        case 1: text += String(Int.random(in: 1...999, using: &random))
        case 2: text += String(UInt64.random(in: 1...UInt64.max, using: &random)) + (Bool.random(using: &random) ? "123" : "")
        default: text += String(Int.random(in: 0...99_999, using: &random))
        }
        if Int.random(in: 0..<3, using: &random) == 0 { text += "." + String(Int.random(in: 0...9_999, using: &random)) }
        if Int.random(in: 0..<4, using: &random) == 0 {
            text += pick(["e", "E", "e+", "e-", "E-"]) + String(Int.random(in: 0...280, using: &random))
        }
        bytes += text.utf8
    }

    private mutating func whitespace(_ bytes: inout [UInt8]) {
        bytes += pick(["", "", "", " ", "\n", "\t", "\r\n", "  ", "\r"]).utf8
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }

    /// One to three random edits: a byte changed to anything or to JSON punctuation, the text cut short,
    /// a comma, quote, backslash, byte order mark or bracket inserted, a byte deleted, a trailing comma.
    mutating func mutate(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where at < bytes.count: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1 where at < bytes.count: bytes[at] = pick(Array(",\"\\{}[]:0-.eE+tfn \u{0}\n".utf8))
            case 2: bytes.removeSubrange(at...)
            case 3: bytes.insert(contentsOf: pick([[UInt8(ascii: ",")], [UInt8(ascii: "\"")], [UInt8(ascii: "\\")]]), at: at)
            case 4: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: Bool.random(using: &random) ? 0 : at)
            case 5 where at < bytes.count: bytes.remove(at: at)
            case 6:
                // A comma before a closing bracket: the trailing comma Foundation accepts.
                if let close = bytes.indices.filter({ bytes[$0] == UInt8(ascii: "]") || bytes[$0] == UInt8(ascii: "}") }).randomElement(using: &random) {
                    bytes.insert(UInt8(ascii: ","), at: close)
                }
            default: bytes.insert(contentsOf: pick([",", "]", "}", "\"a\":", "[", "{"]).utf8, at: at)
            }
        }
        return bytes
    }
}
