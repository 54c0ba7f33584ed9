import XMLStream

/// What `CFReadingFilter` notes in an XML property list: where CoreFoundation (the parser the device
/// runs) and XML part ways. Carried in `XMLFilterNote.code`.
package enum CFNote: Int, Sendable {
    // CoreFoundation reads it, XML does not: warnings (non-standard-xml), and blanked for libxml2.
    /// An XML declaration that is not at the start of the file, or that XML cannot read.
    case misplacedDeclaration = 1
    case malformedDeclaration
    /// `--` inside a comment (or a comment that ends in `-`): CF looks only for `-->`.
    case doubleHyphenInComment
    /// A DOCTYPE XML cannot read (no name, no system literal…): CF skips it.
    case malformedDoctype
    /// Text, elements or anything but comments after the root element: CF stops reading there.
    case contentAfterRoot
    /// A control character (raw, or a character reference to one, to U+FFFE, U+FFFF, or `&#;`) in text:
    /// CF keeps it, XML has no such character.
    case controlCharacter
    /// Attributes XML cannot read (or on elements where CF ignores them): CF skips everything up to `>`.
    case malformedAttributes
    /// `]]>` in text: CF keeps it as written; XML forbids it outside CDATA.
    case cdataEndInText
    /// Invalid UTF-8 or a control character inside markup CF skips (a comment, a PI, attributes, the
    /// DOCTYPE).
    case unreadableSkippedMarkup
    /// An XML declaration (`<?xml …?>`) between elements: CF skips it as any processing instruction.
    case declarationInContent
    /// A processing instruction XML cannot read (no target name, or none followed by white space).
    case malformedInstruction
    /// An XML declaration of a version other than 1.0 (`1.1`): CF skips it; XML 1.0 tools warn or refuse.
    case unsupportedVersion

    /// An old-style (OpenStep) property list (`{ key = value; }`, `( … )`, `"…"`): CF reads it when XML
    /// fails; settingsc reads XML and binary only (an error: nothing in it can be checked).
    case oldStylePlist = 29

    // CoreFoundation reads a different value than XML tools: warnings on the value.
    /// A `>` inside a quoted attribute value: CF ends the tag there, and what follows is the value.
    case tagEndsInsideAttribute = 30

    // CoreFoundation refuses, XML allows: errors.
    /// A comment inside `<key>`, `<string>`, `<integer>`, `<real>`, `<date>`, `<data>`, `<true>`, `<false>`.
    case commentInValue = 50
    /// A processing instruction inside a value element.
    case processingInstructionInValue
    /// A CDATA section inside `<integer>`, `<date>`, `<data>`, `<true>`, `<false>`, or between elements.
    case cdataInValue
    /// A character or entity reference inside `<integer>`, `<date>`, or between elements.
    case referenceInValue
    /// White space (or anything) inside `<true>` or `<false>`.
    case contentInBoolean
    /// `<data/>`: CF wants `<data></data>`.
    case emptyData
    /// A DOCTYPE with an internal subset (`[`…`]`), or a `[` anywhere in it.
    case internalSubset
    /// `<!---->` before the root: CF skips one byte too many after `<!--` there and misses its end.
    case unterminatedPrologComment
    /// A character reference of more than 8 digits.
    case longCharacterReference
    /// JSON (`{`, a quoted key, `:`) where XML should start: CF's old-style reader wants `=` there and
    /// refuses it, as XML readers do.
    case jsonText

    // Not a finding: the value CoreFoundation makes of the string, key or data element that starts
    // here, when libxml2 cannot deliver it (line breaks kept, controls, `&#;`, `]]>`, `&` in data).
    case value = 90

    /// Whether the note carries the bytes it is about, as read (its repair replaces them).
    var carriesText: Bool {
        switch self {
        case .misplacedDeclaration, .malformedDeclaration, .doubleHyphenInComment, .malformedDoctype, .malformedAttributes,
             .cdataEndInText, .declarationInContent, .contentAfterRoot, .malformedInstruction, .unsupportedVersion:
            true
        default:
            false
        }
    }

    /// Whether CoreFoundation refuses the file at it.
    package var refuses: Bool { rawValue >= 50 && rawValue < 90 }
}
