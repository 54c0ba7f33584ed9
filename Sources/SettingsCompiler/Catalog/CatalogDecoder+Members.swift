import Diagnostics
import JSON
import Platform
import PropertyList

/// A member's value of the type the format wants, or a problem at its place.
extension CatalogDecoder {
    /// The index of the member's key among `keys`; a key that is not one is reported, with a suggestion.
    mutating func field(_ member: JSONMember, _ keys: KeyNames, in what: String, noun: String = "key") -> Int? {
        if let index = document.position(of: member.key, among: keys) { return index }
        guard let bytes = document.utf8(member.key) else { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        diagnostics.append(.unknownCatalogKey(name, in: what, noun: noun, suggestion: Suggestions.closest(to: name, in: keys.names),
                                              at: document.location(member.key)))
        return nil
    }

    mutating func string(_ member: JSONMember, _ index: Int, _ keys: KeyNames) -> String? {
        span(member, index, keys).map(document.string)
    }

    /// Where a string member's value is in the document, without making a `String` of it.
    mutating func span(_ member: JSONMember, _ index: Int, _ keys: KeyNames) -> JSONTextSpan? {
        guard let text = document.span(of: member.value) else {
            wrongType(member, keys.names[index], "a string")
            return nil
        }
        return text
    }

    mutating func bool(_ member: JSONMember, _ index: Int, _ keys: KeyNames) -> Bool? {
        guard let value = document.bool(member.value) else {
            wrongType(member, keys.names[index], "true or false")
            return nil
        }
        return value
    }

    /// Whether the member's value is an object; `what` names it in the message (a key, quoted, or words).
    mutating func isObject(_ member: JSONMember, _ what: @autoclosure () -> String, quoted: Bool = true) -> Bool {
        guard document.kind(member.value) == .object else {
            let name = what()
            wrongType(member, name, "an object", quoted: quoted)
            return false
        }
        return true
    }

    mutating func wrongType(_ member: JSONMember, _ name: String, _ expected: String, quoted: Bool = true) {
        diagnostics.append(.invalidCatalog("\(quoted ? MessageText.quoted(name) : name) must be \(expected), found "
            + document.kind(member.value).described, at: document.location(member.value)))
    }

    mutating func missing(_ key: String, _ meaning: String, in object: JSONValue) {
        diagnostics.append(.invalidCatalog("\(MessageText.quoted(key)) is missing: \(meaning)", at: document.location(object)))
    }

    /// A language that is no language tag, and where it was first met.
    typealias NotedLanguage = (language: String, location: SourceLocation)

    /// Remembers `language`, no language tag, where it was first met (`invalid-language-tag`).
    mutating func noteInvalidLanguage(_ language: String, at location: SourceLocation) {
        if !invalidLanguages.contains(where: { $0.language == language }) { invalidLanguages.append((language, location)) }
    }

    /// What one half of a large catalog's entries gave, filled by the one thread that decoded it.
    final class HalfResult: @unchecked Sendable {
        var value: (entries: [CatalogEntry?], diagnostics: [Diagnostic], invalidLanguages: [NotedLanguage])?
    }
}
