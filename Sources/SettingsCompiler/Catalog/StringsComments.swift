import Diagnostics
import PropertyList

/// The comments a `.strings` table gives its entries, as `genstrings` and people write them: the
/// `/* … */` on the lines right before an entry (no blank line between), or before it on its own line.
/// A comment a blank line away (a file's header) belongs to no entry; neither does a comment after an
/// entry on its line, nor `genstrings`' `No comment provided by engineer.`
enum StringsComments {
    /// The most lines one comment is looked for over.
    static let maxLines = 200

    /// Each key's comment (that of its last entry), by key.
    static func comments(of document: StringsDocument) -> [String: String] {
        var found: [String: String] = [:]
        for entry in document.table.entries {
            guard entry.keyLocation.byteOffset == nil, !entry.keyLocation.isWholeFile else { return [:] }
            found[entry.key] = comment(before: entry.keyLocation, in: document.source)
        }
        return found
    }

    /// The comment right before `location`, its text trimmed.
    static func comment(before location: SourceLocation, in source: SourceFile) -> String? {
        guard let line = source.line(location.line) else { return nil }
        let before = String(String.UnicodeScalarView(line.unicodeScalars.prefix(location.column - 1)))
        var lines: [Substring]
        if WhiteSpace.isBlank(before) {
            lines = []
            var number = location.line - 1
            while number >= 1, location.line - number <= maxLines, let text = source.line(number) {
                if lines.isEmpty && !WhiteSpace.trimmed(text).hasSuffix("*/") { return nil }
                lines.insert(Substring(text), at: 0)
                if WhiteSpace.trimmed(text).hasPrefix("/*") { break }
                number -= 1
            }
        } else {
            lines = [Substring(before)]
        }
        var text = WhiteSpace.trimmed(lines.joined(separator: "\n"))
        guard text.hasPrefix("/*"), text.hasSuffix("*/"), text.count >= 4 else { return nil }
        text = text.dropFirst(2).dropLast(2)
        // One comment, not two with something between.
        guard !text.contains("*/"), !text.contains("/*") else { return nil }
        let comment = String(WhiteSpace.trimmed(text))
        return comment.isEmpty || comment == "No comment provided by engineer." ? nil : comment
    }
}
