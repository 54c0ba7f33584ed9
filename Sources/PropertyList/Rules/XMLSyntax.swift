import XMLStream

extension Rule {
    /// The file is not well-formed XML.
    package static let xmlSyntax = Rule(
        id: "xml-syntax", severity: .error,
        summary: "The file is not well-formed XML: a tag, character, reference, attribute or comment XML does not allow.",
        checkedIn: "PlistBuilder.problem, from the problems XMLStream sorts out of libxml2's",
        examples: { [
            RuleExample(ExampleText.plist("<array>\n<string>a↓</strin>\n</array>"),
                        "closing tag </strin> does not match <string> opened at 4:1; did you mean </string>?"),
            // One missing closing tag is one error, not one for every tag after it.
            RuleExample(ExampleText.plist("<array>\n<dict>\n<key>A</key>\n<string>x\n↓</dict>\n</array>"),
                        "closing tag </dict> does not match <string> opened at 6:1; is </string> missing?"),
            RuleExample("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n<dict>\n<key>A</key>\n↓",
                        "the file ends before <dict> opened at 4:1 is closed; add </dict> or restore the rest of the file"),
            RuleExample(ExampleText.plist("<array><string>Tom ↓& Jerry</string></array>"),
                        "'&' does not start a reference here; write '&amp;' for a literal '&'"),
            RuleExample(ExampleText.plist("<array><string>a ↓< b</string></array>"),
                        "'<' does not start a tag here; write '&lt;' for a literal '<'"),
            RuleExample(silent: ExampleText.plist("<array>\n<string>Tom &amp; Jerry &lt;3</string>\n"
                                                  + "<dict>\n<key>A</key>\n<string>x</string>\n</dict>\n</array>")),
        ] })
}

extension Diagnostic {
    /// libxml2's finding in settingsc's words: what is wrong, and what to do. A mismatched or unclosed
    /// tag gets a note where the element was opened.
    static func xmlSyntax(_ error: XMLSyntaxError, _ problem: XMLProblem) -> Diagnostic {
        var diagnostic = Diagnostic(.xmlSyntax, message(error, openedAt: problem.openedAt), at: problem.location)
        if problem.isWarning { diagnostic.severity = .warning }
        switch error {
        case .mismatchedEndTag(_, let open, _, _), .unclosedElement(let open, _):
            if let opened = problem.openedAt { diagnostic.notes = [Note(message: "<\(open)> opened here", location: opened)] }
        default:
            break
        }
        return diagnostic
    }

    private static func message(_ error: XMLSyntaxError, openedAt: SourceLocation?) -> String {
        /// "at 10:7", or "on line 10" when only the line is known.
        func opened(_ line: Int) -> String { openedAt.map { "at \($0)" } ?? "on line \(line)" }
        switch error {
        case .mismatchedEndTag(let found, let open, let line, let foundIsOpen):
            let hint = foundIsOpen ? "; is </\(open)> missing?"
                : Suggestions.unique(to: found, in: [open]).map { "; did you mean </\($0)>?" } ?? ""
            return "closing tag </\(found)> does not match <\(open)> opened \(opened(line))\(hint)"
        case .unclosedElement(let name, let line):
            return "the file ends before <\(name)> opened \(opened(line)) is closed; add </\(name)> or restore the rest of the file"
        case .unfinishedStartTag(let name, let line):
            return "start tag <\(name)> on line \(line) has no closing '>'; check its attributes' quotes"
        case .missingGreaterThan:
            return "expected '>' to end the tag"
        case .emptyDocument:
            return "the file is empty; a property list is <plist> holding one value"
        case .noRootElement:
            return "no element where the document should start; a property list is <plist> holding one value"
        case .contentAfterRoot:
            return "content after the end of the root element; a property list holds one <plist> and nothing after it"
        case .invalidElementName:
            return "'<' does not start a tag here; write '&lt;' for a literal '<'"
        case .invalidCharacter(let code):
            return (code.map { "character \(MessageText.codePoint($0)) is" } ?? "a character is") + " not allowed in XML; remove it"
        case .invalidCharacterReference(let code):
            if let code { return "character reference to \(MessageText.codePoint(code)) is not allowed in XML; remove it" }
            return "malformed character reference; write '&#' and decimal digits or '&#x' and hex digits, then ';'"
        case .bareAmpersand:
            return "'&' does not start a reference here; write '&amp;' for a literal '&'"
        case .entityReferenceWithoutSemicolon:
            return "reference without its ';'; end it with ';', or write '&amp;' for a literal '&'"
        case .unquotedAttributeValue:
            return "attribute value without quotes; write name=\"value\""
        case .lessThanInAttributeValue:
            return "'<' inside an attribute value; is the value's closing quote missing?"
        case .duplicateAttribute(let name):
            return "attribute '\(name)' appears twice in one tag; remove one"
        case .attributeWithoutValue(let name):
            return "attribute '\(name)' has no value; write \(name)=\"…\""
        case .doubleHyphenInComment:
            return "'--' is not allowed inside a comment"
        case .unfinishedComment:
            return "comment is not closed; end it with '-->'"
        case .unfinishedCDATA:
            return "CDATA section is not closed; end it with ']]>'"
        case .cdataEndInText:
            return "']]>' is not allowed in text; write ']]&gt;'"
        case .misplacedXMLDeclaration:
            return "the XML declaration (<?xml …?>) must come first in the file, before any space or text"
        case .unfinishedXMLDeclaration:
            return "the XML declaration is not closed; end it with '?>'"
        case .unfinishedDoctype:
            return "<!DOCTYPE …> is not closed; end it with '>'"
        case .invalidUTF8(let bytes):
            return "invalid UTF-8" + (bytes.isEmpty ? "" : " (bytes \(bytes))") + "; save the file as UTF-8 or declare its encoding"
        case .undeclaredNamespacePrefix(let prefix, let element):
            return "namespace prefix '\(prefix)' of <\(element)> is not declared; property lists use no namespaces"
        case .other(_, let message):
            return lowercasedFirst(message)
        }
    }

    /// libxml2's own sentence for what has no wording here, in the same case as the rest ("Comment …"
    /// → "comment …"; "XML …" stays).
    private static func lowercasedFirst(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars.prefix(2))
        guard scalars.count == 2, scalars[0].properties.isUppercase, scalars[1].properties.isLowercase else { return text }
        return String(text.prefix(1)).lowercased() + text.dropFirst()
    }
}
