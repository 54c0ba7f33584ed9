import Diagnostics
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
            // libxml2's rarer errors in settingsc's words too (CF refuses this file as well).
            RuleExample("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array><?foo bar\n</array>\n</plist>\n↓",
                        "a processing instruction is not closed; end it with '?>'"),
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
        case .other(let code, let message):
            return otherMessage(code: code, libxml2Message: message)
        }
    }

    /// The rarer libxml2 errors (xmlParserErrors codes), in settingsc's words; libxml2's own text never
    /// reaches the user. Found by running mutated property lists through the reader.
    private static func otherMessage(code: Int, libxml2Message message: String) -> String {
        switch code {
        case 1 where message.contains("depth"):  // XML_ERR_INTERNAL_ERROR
            return "elements nested more than 256 deep: reading stops here (a property list nests values 128 deep at most)"
        case 33: return "a quoted value is expected here; write name=\"value\""  // XML_ERR_STRING_NOT_STARTED
        case 34: return "a quoted value is not closed; check its quotes"  // XML_ERR_STRING_NOT_CLOSED
        case 39, 40: return "an attribute value is not closed; check its quotes"  // XML_ERR_ATTRIBUTE_NOT_STARTED/FINISHED
        case 43: return "a quoted identifier is expected here; write <!DOCTYPE plist PUBLIC \"…\" \"…\">"  // LITERAL_NOT_STARTED
        case 44: return "a quoted identifier is not closed; check its quotes"  // XML_ERR_LITERAL_NOT_FINISHED
        case 46: return "a processing instruction needs a name right after '<?'"  // XML_ERR_PI_NOT_STARTED
        case 47: return "a processing instruction is not closed; end it with '?>'"  // XML_ERR_PI_NOT_FINISHED
        case 65: return "white space is missing here, between a name and what follows it"  // XML_ERR_SPACE_REQUIRED
        case 68 where message.contains("DOCTYPE"):  // XML_ERR_NAME_REQUIRED
            return "the DOCTYPE needs a name; write <!DOCTYPE plist …>"
        case 68: return "a name is expected here: a tag holds its name, then name=\"value\" pairs, then '>'"
        case 75: return "'=' is expected between an attribute's name and its value"  // XML_ERR_EQUAL_REQUIRED
        case 79: return "the encoding name in the XML declaration is malformed; write encoding=\"UTF-8\""  // ENCODING_NAME
        case 96: return "the XML declaration needs version=\"1.0\" first"  // XML_ERR_VERSION_MISSING
        default: return "the XML cannot be read here (libxml2 error \(code)); check the markup just before this point"
        }
    }
}
