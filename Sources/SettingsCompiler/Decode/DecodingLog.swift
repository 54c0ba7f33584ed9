import Diagnostics
import Platform
import PropertyList

/// What every decoder of plist values into a model shares: the diagnostics it reports, a running error
/// count, and the checks of one dictionary entry's type.
///
/// The count is kept as diagnostics are reported: recounting per row or specifier would make a file
/// with many problems quadratic.
struct DecodingLog {
    /// What was reported, at most the cap's `perRule` of a rule, then one "and N more" line each.
    var diagnostics: [Diagnostic] { kept + cap.summaries }
    private var kept: [Diagnostic] = []
    private var cap: DiagnosticCap
    /// Every error reported, those left out by the cap too.
    private(set) var errorCount = 0

    init(cap: DiagnosticCap = DiagnosticCap()) {
        self.cap = cap
    }

    mutating func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += max(1, diagnostic.omitted) }
        if cap.admits(diagnostic) { kept.append(diagnostic) }
    }

    mutating func report(contentsOf other: [Diagnostic]) {
        for diagnostic in other { report(diagnostic) }
    }

    /// The string of the entry whose key is in slot `key`, or nil after reporting a wrong type.
    mutating func string(_ values: PlistBuffer, key: Int) -> String? {
        if let text = values.kind(key + 1) == .string ? values.string(key + 1) : nil { return text }
        wrongType(values, key: key, expected: "a string")
        return nil
    }

    @inline(never) // problems are rare: their code stays out of the decoders' hot loops
    mutating func wrongType(_ values: PlistBuffer, key: Int, expected: String) {
        report(.wrongType(key: values.string(key)!, expected: expected, found: values.typeName(key + 1),
                          at: values.location(key + 1)))
    }

    /// Reports `key` missing from the dictionary in slot `dictionary` (a `what`, at where it starts), unless
    /// it is written there with a value that was missing or invalid: that has been reported, and the key
    /// is not missing too.
    @inline(never) // problems are rare: their code stays out of the decoders' hot loops
    mutating func missingKey(_ key: String, of values: PlistBuffer, dictionary: Int, in what: String, hint: String) {
        if !values.defines(Array(key.utf8), in: dictionary) {
            report(.missingKey(key, in: what, hint: hint, at: values.location(dictionary)))
        }
    }

    /// Reports the key in slot `key` of the dictionary in slot `dictionary`, which the schema does not
    /// know, with the closest known key as "did you mean"; when none is close, `elsewhere` may say where
    /// the key does belong (or what happens to it).
    @inline(never) // problems are rare: their code stays out of the decoders' hot loops
    mutating func unknownKey(_ values: PlistBuffer, key: Int, dictionary: Int, in what: String, known: [String],
                             elsewhere: (String) -> String?) {
        unknownKey(values.string(key)!, at: values.location(key), in: what, known: known, elsewhere: elsewhere) { name in
            values.occurrences(of: Array(name.utf8), in: dictionary)
        }
    }

    /// Renaming is certain (a fix-it) when one known key is close and `canRename` (`occurrences` counts a
    /// key's entries): otherwise the rename would make a duplicate.
    private mutating func unknownKey(_ key: String, at location: SourceLocation, in what: String, known: [String],
                                     elsewhere: (String) -> String?, occurrences: (String) -> Int) {
        let match = Suggestions.match(key, in: known)
        let certain = match.certain.flatMap { Self.canRename(key, to: $0, occurrences: occurrences) ? $0 : nil }
        var diagnostic = Diagnostic.unknownKey(key, in: what, suggestion: match.closest, certain: certain, at: location)
        if match.closest == nil, let hint = elsewhere(key) { diagnostic.message += "; " + hint }
        report(diagnostic)
    }

    /// Whether renaming `key` to `target` in the dictionary in slot `dictionary` makes no duplicate: the
    /// dictionary does not have `target` already, and has `key` once.
    static func canRename(_ key: String, to target: String, in values: PlistBuffer, dictionary: Int) -> Bool {
        canRename(key, to: target) { name in values.occurrences(of: Array(name.utf8), in: dictionary) }
    }

    /// `canRename`, with `occurrences` counting a key's entries.
    private static func canRename(_ key: String, to target: String, occurrences: (String) -> Int) -> Bool {
        occurrences(target) == 0 && occurrences(key) == 1
    }
}
