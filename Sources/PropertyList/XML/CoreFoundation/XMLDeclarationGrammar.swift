/// Whether an XML declaration reads as XML 1.0 requires: `<?xml` S `version` Eq digits.digits, then an
/// optional `encoding` (EncName) and `standalone` (yes or no), in that order, each quoted, then `?>`.
enum XMLDeclarationGrammar {
    static func isWellFormed(_ declaration: ArraySlice<UInt8>) -> Bool {
        var scanner = MarkupScanner(Array(declaration))
        guard scanner.take("<?xml") else { return false }
        var names: [String] = []
        while true {
            let spaced = scanner.skipSpace()
            if scanner.take("?>") { return scanner.atEnd && names.first == "version" && isOrdered(names) }
            guard spaced, let name = scanner.name(), scanner.equals(), let value = scanner.quoted(),
                  isValid(value, of: name) else { return false }
            names.append(name)
        }
    }

    /// Whether a well-formed declaration says version 1.0 (libxml2 warns about any other `1.x`).
    static func isVersion10(_ declaration: ArraySlice<UInt8>) -> Bool {
        var scanner = MarkupScanner(Array(declaration))
        _ = scanner.take("<?xml")
        _ = scanner.skipSpace()
        return scanner.name() == "version" && scanner.equals() && scanner.quoted() == Array("1.0".utf8)
    }

    /// The declaration with its version value replaced by `1.0` (the rest as written).
    static func version10(of declaration: [UInt8]) -> String {
        var scanner = MarkupScanner(declaration)
        _ = scanner.take("<?xml")
        _ = scanner.skipSpace()
        guard scanner.name() == "version", scanner.equals() else { return String(decoding: declaration, as: UTF8.self) }
        let quoteIndex = scanner.index
        guard scanner.quoted() != nil else { return String(decoding: declaration, as: UTF8.self) }
        let quote = declaration[quoteIndex]
        return String(decoding: declaration[..<quoteIndex], as: UTF8.self) + String(UnicodeScalar(quote)) + "1.0"
            + String(UnicodeScalar(quote)) + String(decoding: declaration[scanner.index...], as: UTF8.self)
    }

    /// VersionNum `1 . [0-9]+` (libxml2 refuses any other major version and reads one digit), EncName `[A-Za-z] [A-Za-z0-9._-]*`,
    /// SDDecl `yes` or `no`.
    private static func isValid(_ value: [UInt8], of name: String) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }
        switch name {
        case "version":
            guard let dot = value.firstIndex(of: UInt8(ascii: ".")) else { return false }
            let (major, minor) = (value[..<dot], value[(dot + 1)...])
            return major.elementsEqual("1".utf8) && !minor.isEmpty && minor.allSatisfy(isDigit)
        case "encoding":
            guard let first = value.first, isLetter(first) else { return false }
            return value.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: "-") }
        case "standalone":
            return value == Array("yes".utf8) || value == Array("no".utf8)
        default:
            return false
        }
    }

    private static func isOrdered(_ names: [String]) -> Bool {
        let order = ["version", "encoding", "standalone"]
        let positions = names.compactMap { order.firstIndex(of: $0) }
        return positions.count == names.count && positions == positions.sorted() && Set(positions).count == positions.count
    }
}

/// Whether a DOCTYPE reads as XML: `<!DOCTYPE` S Name (S (`SYSTEM` S literal | `PUBLIC` S literal S
/// literal))? S? `>`, without an internal subset (CF refuses those before this is asked).
enum DoctypeGrammar {
    static func isWellFormed(_ doctype: ArraySlice<UInt8>) -> Bool {
        var scanner = MarkupScanner(Array(doctype))
        guard scanner.take("<!DOCTYPE"), scanner.skipSpace(), scanner.name() != nil else { return false }
        var spaced = scanner.skipSpace()
        if spaced, scanner.take("SYSTEM") {
            guard scanner.skipSpace(), scanner.quoted() != nil else { return false }
            spaced = scanner.skipSpace()
        } else if spaced, scanner.take("PUBLIC") {
            guard scanner.skipSpace(), let publicID = scanner.quoted(), publicID.allSatisfy(isPublicIDCharacter),
                  scanner.skipSpace(), scanner.quoted() != nil else { return false }
            spaced = scanner.skipSpace()
        }
        _ = spaced
        return scanner.take(">") && scanner.atEnd
    }

    /// PubidChar: space, CR, LF, ASCII letters and digits, and `-'()+,./:=?;!*#@$_%`.
    private static func isPublicIDCharacter(_ byte: UInt8) -> Bool {
        if byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") { return true }
        if byte >= 0x30 && byte <= 0x39 { return true }
        return [0x20, 0x0D, 0x0A].contains(byte) || "-'()+,./:=?;!*#@$_%".utf8.contains(byte)
    }
}

/// Whether a processing instruction reads as XML: `<?` Name, then white space and anything, or
/// nothing, then `?>` (a target of `xml` is a declaration, asked about elsewhere).
enum InstructionGrammar {
    static func isWellFormed(_ instruction: ArraySlice<UInt8>) -> Bool {
        var scanner = MarkupScanner(Array(instruction))
        guard scanner.take("<?"), let name = scanner.name(), name.lowercased() != "xml" else { return false }
        return scanner.take("?>") ? scanner.atEnd : scanner.skipSpace()
    }
}

/// Reads what follows a tag's name up to its `>` (CF's end of the tag) as XML would.
enum AttributeListGrammar {
    enum Reading: Equatable {
        /// Attributes XML reads (white space alone included).
        case wellFormed
        /// A quote is still open: XML would read on past CF's `>`.
        case openQuote
        /// Anything else XML cannot read.
        case malformed
    }

    static func read(_ attributes: ArraySlice<UInt8>) -> Reading {
        var scanner = MarkupScanner(Array(attributes))
        var seen: Set<String> = []
        while true {
            let spaced = scanner.skipSpace()
            if scanner.atEnd { return .wellFormed }
            guard spaced, let name = scanner.name(), seen.insert(name).inserted, scanner.equals() else { return .malformed }
            switch scanner.quoted() {
            case nil: return scanner.openQuote ? .openQuote : .malformed
            case let value?: if value.contains(UInt8(ascii: "<")) || value.contains(UInt8(ascii: "&")) { return .malformed }
            }
        }
    }
}

/// What XML allows after the root element: white space, comments (without `--`) and processing
/// instructions (not an XML declaration).
enum EpilogGrammar {
    /// The offset of the first thing after the root that XML does not allow there; nil when all is allowed.
    static func firstContent(_ epilog: [UInt8]) -> Int? {
        var scanner = MarkupScanner(epilog)
        while true {
            _ = scanner.skipSpace()
            if scanner.atEnd { return nil }
            let start = scanner.index
            if scanner.take("<!--") {
                guard let close = scanner.find("-->"), !scanner.contains("--", before: close),
                      epilog[close - 1] != UInt8(ascii: "-") || close == start + 4 else { return start }
                scanner.index = close + 3
            } else if scanner.take("<?") {
                guard let close = scanner.find("?>"), scanner.name().map({ $0.lowercased() != "xml" }) ?? false else { return start }
                scanner.index = close + 2
            } else {
                return start
            }
        }
    }
}
