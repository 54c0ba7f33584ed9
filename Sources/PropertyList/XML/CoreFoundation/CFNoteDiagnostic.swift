import Diagnostics
import XMLStream

/// The diagnostic of a `CFNote`: what the device does, what other tools do, and the repair when it is
/// certain (`non-standard-xml`), or why the device refuses the file (`cf-syntax`).
enum CFNoteDiagnostic {
    static func diagnostic(_ code: CFNote, _ note: XMLFilterNote, at location: SourceLocation) -> Diagnostic? {
        let element = note.bytes.isEmpty ? "a value" : "<" + String(decoding: note.bytes, as: UTF8.self) + ">"
        let refused = "the device's parser (CoreFoundation) refuses the file"
        let others = "plistlib, xmllint and editors refuse the file"
        switch code {
        case .misplacedDeclaration:
            return .nonStandardXML("the XML declaration is not at the start of the file: the device skips it, but \(others)",
                                   at: location, fix: replacing(note, at: location, with: ""))
        case .malformedDeclaration:
            return .nonStandardXML("malformed XML declaration (it needs version, then encoding, each quoted): the device "
                + "skips it, but \(others)", at: location,
                                   fix: replacing(note, at: location, with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        case .doubleHyphenInComment:
            return .nonStandardXML("'--' inside a comment: the device skips the comment, but XML forbids '--' there and "
                + others, at: location, fix: replacing(note, at: location, with: repairedComment(note.bytes)))
        case .malformedDoctype:
            return .nonStandardXML("malformed DOCTYPE: the device skips it, but \(others)", at: location,
                                   fix: replacing(note, at: location, with: appleDoctype))
        case .contentAfterRoot:
            return .nonStandardXML("content after the end of the property list: the device ignores it, but \(others)",
                                   at: location, fix: replacing(note, at: location, with: ""))
        case .controlCharacter:
            return .nonStandardXML("a control character in text: the device keeps it, but XML has no such character and "
                + others, at: location)
        case .malformedAttributes:
            return .nonStandardXML("attributes XML cannot read: the device ignores them, but \(others)", at: location,
                                   fix: replacing(note, at: location, with: ""))
        case .cdataEndInText:
            return .nonStandardXML("']]>' in text: the device keeps it, but XML forbids it outside CDATA and \(others); "
                + "write ']]&gt;'", at: location, fix: replacing(note, at: location, with: "]]&gt;"))
        case .unreadableSkippedMarkup:
            return .nonStandardXML("invalid UTF-8 or a control character in markup the device skips (a comment, "
                + "attributes, the DOCTYPE): \(others)", at: location)
        case .oldStylePlist:
            return .oldStylePlist(at: location)
        case .jsonText:
            return .jsonText(at: location)
        case .unsupportedVersion:
            return .nonStandardXML("an XML declaration of a version other than 1.0: the device skips it, but xmllint and "
                + "editors warn or refuse the file", at: location,
                                   fix: replacing(note, at: location, with: XMLDeclarationGrammar.version10(of: note.bytes)))
        case .malformedInstruction:
            return .nonStandardXML("a processing instruction XML cannot read (it needs a name first): the device skips it, "
                + "but \(others)", at: location, fix: replacing(note, at: location, with: ""))
        case .declarationInContent:
            return .nonStandardXML("an XML declaration between elements: the device skips it, but \(others)", at: location,
                                   fix: replacing(note, at: location, with: ""))
        case .tagEndsInsideAttribute:
            return .nonStandardValue("a '>' inside a quoted attribute value: the device ends the tag there and reads what "
                + "follows it as the element's content, other tools read the attribute", at: location)
        case .commentInValue:
            return .cfSyntax("a comment inside \(element): \(refused); move the comment out of the element", at: location)
        case .processingInstructionInValue:
            return .cfSyntax("a processing instruction inside \(element): \(refused); move it out of the element", at: location)
        case .cdataInValue:
            return .cfSyntax(note.bytes.isEmpty ? "a CDATA section between elements: \(refused)"
                : "a CDATA section inside \(element): \(refused); write the text itself", at: location)
        case .referenceInValue:
            return .cfSyntax(note.bytes.isEmpty ? "a character reference between elements: \(refused)"
                : "a reference inside \(element): \(refused); write the character itself", at: location)
        case .contentInBoolean:
            return .cfSyntax("white space inside \(element): \(refused); write \(element.dropLast())/>", at: location)
        case .emptyData:
            return .cfSyntax("<data/>: \(refused); write <data></data> for no bytes", at: location)
        case .internalSubset:
            return .cfSyntax("a DOCTYPE with an internal subset ('[…]'): the device's parser refuses the file, and property "
                + "lists never need one", at: location)
        case .unterminatedPrologComment:
            return .cfSyntax("'<!---->' before the root element: the device's parser misses the end of an empty comment there "
                + "and refuses the file; write '<!-- -->'", at: location)
        case .longCharacterReference:
            return .cfSyntax("a character reference of more than 8 digits: \(refused); leave out the leading zeros", at: location)
        case .value:
            return nil
        }
    }

    private static let appleDoctype = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
        + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

    /// A fix replacing the note's bytes, when they are text (a fix-it is exact or absent).
    private static func replacing(_ note: XMLFilterNote, at location: SourceLocation, with xml: String) -> FixIt? {
        guard !note.bytes.isEmpty, let original = String(validating: note.bytes, as: UTF8.self) else { return nil }
        return .replacingText(note.start..<note.end, original: original, at: location, with: xml)
    }

    /// The comment with its body's hyphens that XML forbids gone: runs of `-` become one, and none ends it.
    private static func repairedComment(_ comment: [UInt8]) -> String {
        guard comment.count >= 7 else { return "<!-- -->" }
        var body: [UInt8] = []
        for byte in comment[4..<(comment.count - 3)] where !(byte == UInt8(ascii: "-") && body.last == UInt8(ascii: "-")) {
            body.append(byte)
        }
        while body.first == UInt8(ascii: "-") { body.removeFirst() }
        while body.last == UInt8(ascii: "-") { body.removeLast() }
        return "<!--" + String(decoding: body, as: UTF8.self) + "-->"
    }
}
