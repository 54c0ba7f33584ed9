internal import CLibXML2

/// A well-formedness error libxml2 found, sorted out from its error codes with the names, lines and
/// characters it carries, so that settingsc can say what is wrong in its own words (and place it).
package enum XMLSyntaxError: Sendable, Equatable {
    /// `</found>` closes `<open>` (opened on `openLine`); `foundIsOpen`: an element further out has
    /// that name, so `</open>` is probably missing.
    case mismatchedEndTag(found: String, open: String, openLine: Int, foundIsOpen: Bool)
    /// The input ends inside `<name>`, opened on `line`.
    case unclosedElement(name: String, line: Int)
    /// A start tag that never reaches its `>` (after a broken attribute, usually).
    case unfinishedStartTag(name: String, line: Int)
    /// Markup (an end tag, usually) without its `>`.
    case missingGreaterThan
    /// No bytes at all, or nothing but white space.
    case emptyDocument
    /// Text, or nothing, where the root element should start.
    case noRootElement
    /// Something after the root element ends.
    case contentAfterRoot
    /// A `<` that starts no element name: a literal `<` in text, or `< name>`.
    case invalidElementName
    /// A character XML does not allow (a control character, U+FFFE…); `code` is its code point.
    case invalidCharacter(code: Int?)
    /// A character reference that is malformed (`&#xZZ;`) or names a character XML does not allow.
    case invalidCharacterReference(code: Int?)
    /// A `&` followed by no name: a literal `&`.
    case bareAmpersand
    /// An entity reference without its `;`.
    case entityReferenceWithoutSemicolon
    /// An attribute value without quotes.
    case unquotedAttributeValue
    /// A `<` inside an attribute value (its closing quote is missing, usually).
    case lessThanInAttributeValue
    case duplicateAttribute(name: String)
    case attributeWithoutValue(name: String)
    /// `--` inside a comment.
    case doubleHyphenInComment
    case unfinishedComment
    case unfinishedCDATA
    /// `]]>` in text.
    case cdataEndInText
    /// `<?xml …?>` somewhere other than at the very start.
    case misplacedXMLDeclaration
    /// `<?xml …` without its `?>`.
    case unfinishedXMLDeclaration
    /// `<!DOCTYPE …` without its `>`.
    case unfinishedDoctype
    /// Bytes that are not UTF-8 in a document read as UTF-8; `bytes` as libxml2 shows them ("0xE9 0x3C").
    case invalidUTF8(bytes: String)
    case undeclaredNamespacePrefix(prefix: String, element: String)
    /// Anything else: libxml2's code and its own message (one line).
    case other(code: Int, message: String)

    /// Whether libxml2's view of which elements are open may be wrong after this error: later tag
    /// errors are then echoes of this one.
    var breaksStructure: Bool {
        switch self {
        case .mismatchedEndTag, .unclosedElement, .unfinishedStartTag, .missingGreaterThan, .invalidElementName,
             .unquotedAttributeValue, .lessThanInAttributeValue, .attributeWithoutValue, .unfinishedComment,
             .unfinishedCDATA, .noRootElement, .emptyDocument, .unfinishedXMLDeclaration, .unfinishedDoctype:
            true
        default:
            false
        }
    }

    /// Whether this is an error about tags that an earlier broken structure explains.
    var isStructural: Bool {
        switch self {
        case .mismatchedEndTag, .unclosedElement, .unfinishedStartTag, .missingGreaterThan, .contentAfterRoot,
             .invalidElementName, .noRootElement:
            true
        default:
            false
        }
    }

    /// Sorts out libxml2's error `code` with what it reported along (`str1`, `str2`, `int1`);
    /// `message` is its text, trimmed to one line; `isOpen` says whether an element of a name is open.
    init(code: Int, message: String, str1: String?, str2: String?, int1: Int, isOpen: (String) -> Bool) {
        func is_(_ error: xmlParserErrors) -> Bool { code == Int(error.rawValue) }
        if is_(XML_ERR_TAG_NAME_MISMATCH), let open = str1, let found = str2 {
            self = .mismatchedEndTag(found: found, open: open, openLine: int1, foundIsOpen: isOpen(found))
        } else if is_(XML_ERR_TAG_NOT_FINISHED), let name = str1 {
            self = .unclosedElement(name: name, line: int1)
        } else if is_(XML_ERR_GT_REQUIRED) {
            self = str1.map { .unfinishedStartTag(name: $0, line: int1) } ?? .missingGreaterThan
        } else if is_(XML_ERR_DOCUMENT_EMPTY) {
            self = message.hasPrefix("Start tag expected") ? .noRootElement : .emptyDocument
        } else if is_(XML_ERR_DOCUMENT_END) {
            self = .contentAfterRoot
        } else if is_(XML_ERR_NAME_REQUIRED), message.contains("EntityRef") {
            self = .bareAmpersand
        } else if is_(XML_ERR_NAME_REQUIRED), message.contains("element name") {
            self = .invalidElementName
        } else if is_(XML_ERR_INVALID_CHAR) {
            if message.hasPrefix("Input is not proper UTF-8") {
                // "Bytes: 0xE9 0x3C 0x2F 0x73" comes along as str1 (not always).
                let shown = (str1 ?? "").split(separator: ":").dropFirst().joined(separator: ":")
                self = .invalidUTF8(bytes: shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "))
            } else if message.contains("CharRef") {
                self = .invalidCharacterReference(code: int1)
            } else {
                self = .invalidCharacter(code: message.contains("attribute value") ? nil : int1)
            }
        } else if is_(XML_ERR_INVALID_HEX_CHARREF) || is_(XML_ERR_INVALID_DEC_CHARREF) || is_(XML_ERR_INVALID_CHARREF) {
            self = .invalidCharacterReference(code: nil)
        } else if is_(XML_ERR_ENTITYREF_SEMICOL_MISSING) {
            self = .entityReferenceWithoutSemicolon
        } else if is_(XML_ERR_ATTRIBUTE_NOT_STARTED) {
            self = .unquotedAttributeValue
        } else if is_(XML_ERR_LT_IN_ATTRIBUTE) {
            self = .lessThanInAttributeValue
        } else if is_(XML_ERR_ATTRIBUTE_REDEFINED), let name = str1 {
            self = .duplicateAttribute(name: name)
        } else if is_(XML_ERR_ATTRIBUTE_WITHOUT_VALUE), let name = str1 {
            self = .attributeWithoutValue(name: name)
        } else if is_(XML_ERR_HYPHEN_IN_COMMENT) {
            self = .doubleHyphenInComment
        } else if is_(XML_ERR_COMMENT_NOT_FINISHED) {
            self = .unfinishedComment
        } else if is_(XML_ERR_CDATA_NOT_FINISHED) {
            self = .unfinishedCDATA
        } else if is_(XML_ERR_MISPLACED_CDATA_END) {
            self = .cdataEndInText
        } else if is_(XML_ERR_RESERVED_XML_NAME), message.hasPrefix("XML declaration allowed only") {
            self = .misplacedXMLDeclaration
        } else if is_(XML_ERR_XMLDECL_NOT_FINISHED) {
            self = .unfinishedXMLDeclaration
        } else if is_(XML_ERR_DOCTYPE_NOT_FINISHED) {
            self = .unfinishedDoctype
        } else if is_(XML_NS_ERR_UNDEFINED_NAMESPACE), let prefix = str1, let element = str2 {
            self = .undeclaredNamespacePrefix(prefix: prefix, element: prefix + ":" + element)
        } else {
            self = .other(code: code, message: message)
        }
    }
}
