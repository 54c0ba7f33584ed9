/// Whether an XML declaration reads as XML 1.0 requires: `<?xml` S `version` Eq '1.x', then an
/// optional `encoding` and `standalone`, in that order, each quoted, then `?>`.
enum XMLDeclarationGrammar {
    static func isWellFormed(_ declaration: ArraySlice<UInt8>) -> Bool {
        var scanner = MarkupScanner(Array(declaration))
        guard scanner.take("<?xml") else { return false }
        var names: [String] = []
        while true {
            let spaced = scanner.skipSpace()
            if scanner.take("?>") { return scanner.atEnd && names.first == "version" && isOrdered(names) }
            guard spaced, let name = scanner.name(), scanner.equals(), scanner.quoted() != nil else { return false }
            names.append(name)
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
            guard scanner.skipSpace(), scanner.quoted() != nil, scanner.skipSpace(), scanner.quoted() != nil else { return false }
            spaced = scanner.skipSpace()
        }
        _ = spaced
        return scanner.take(">") && scanner.atEnd
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
