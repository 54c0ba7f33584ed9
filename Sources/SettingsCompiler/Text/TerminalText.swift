import PropertyList

/// Fitting text into terminal columns: cleaning, measuring, truncating, padding, wrapping.
public enum TerminalText {
    /// Text safe to print inside a box: control characters (which could move the cursor or start an
    /// escape sequence) and bidirectional overrides (which reorder what follows) become U+FFFD.
    /// What is replaced is what `escaped` escapes (`escape`), so both are told by `hasEscapedScalar` first.
    public static func printable(_ text: String) -> String {
        guard hasEscapedScalar(text) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(escape(scalar, keepingTab: false) == nil ? scalar : "\u{FFFD}")
        }
        return result
    }

    /// `text` with whatever a terminal would act on written as Swift escapes it: NUL as `\0`,
    /// tab, line feed and carriage return as `\t`, `\n`, `\r`, and any other control character (C0, DEL,
    /// C1), line and paragraph separators and bidirectional controls as `\u{1B}`, `\u{202E}`. For text
    /// meant for a person at a terminal: messages, file names, values shown on a terminal.
    public static func escaped(_ text: String) -> String {
        guard hasEscapedScalar(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar, keepingTab: false) { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether `text` has a scalar `escaped` rewrites, told from its UTF-8: C0 and DEL are the bytes below
    /// 0x20 and 0x7F, C1 is C2 80–9F, U+2028–202E is E2 80 A8–AE and U+2066–2069 is E2 81 A6–A9. Asking
    /// each scalar took ~40 instructions a scalar (160 M for the lines of a tree's `diff`, nearly all of
    /// which hold a `→`, so that a test for ASCII alone would not spare it).
    private static func hasEscapedScalar(_ text: String) -> Bool {
        let bytes = text.utf8.span
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
            if byte == 0xE2, index + 2 < bytes.count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if second == 0x80 && (0xA8...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// How `escaped` writes `scalar`; nil when it is shown as it is (a tab too, with `keepingTab`: a
    /// source line keeps its tabs so that a caret below lines up).
    package static func escape(_ scalar: Unicode.Scalar, keepingTab: Bool) -> String? {
        let value = scalar.value
        switch value {
        case 0: return "\\0"
        case 0x09: return keepingTab ? nil : "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x01...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        default: return nil
        }
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when cut; never splits a character.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard width >= ellipsisWidth else { return String(repeating: ".", count: width) }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(String(character))
            if used + characterWidth > width - ellipsisWidth { break }
            result.append(character)
            used += characterWidth
        }
        return result + ellipsis
    }

    /// `text` followed by spaces up to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    /// Words wrapped into lines of at most `width` columns; a word longer than a line is broken.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while wordWidth > width {
                var head = ""
                var headWidth = 0
                var rest = Substring(word)
                while let character = rest.first, headWidth + DisplayWidth.of(String(character)) <= width {
                    head.append(character)
                    headWidth += DisplayWidth.of(String(character))
                    rest = rest.dropFirst()
                }
                if head.isEmpty { break }
                lines.append(head)
                word = String(rest)
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }
}
