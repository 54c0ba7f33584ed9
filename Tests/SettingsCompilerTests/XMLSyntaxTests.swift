import Diagnostics
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

/// libxml2's findings in settingsc's words, each at the line:column of the construct at fault (1️⃣)
/// and, for tags, with a note where the element was opened (2️⃣); libxml2's echoes of one mistake are
/// left out, and the schema's checks do not repeat what the parser reported.
@Suite("XML syntax messages")
struct XMLSyntaxTests {
    /// The diagnostics of `marked` (its notes as `note` lines), as "line:col [rule] message".
    private func lines(_ marked: String) -> (lines: [String], source: MarkedText) {
        let source = MarkedText(marked)
        let report = compile(source.text).report
        let lines = report.diagnostics.flatMap { diagnostic in
            ["\(diagnostic.location) [\(diagnostic.rule.id)] \(diagnostic.message)"]
                + diagnostic.notes.map { "\($0.location) note: \($0.message)" }
        }
        return (lines, source)
    }

    private func expect(_ marked: String, _ message: String, note: String? = nil,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (actual, source) = lines(marked)
        var wanted = ["\(source["1️⃣"]) [xml-syntax] \(message)"]
        if let note { wanted.append("\(source["2️⃣"]) note: \(note)") }
        #expect(actual == wanted, sourceLocation: sourceLocation)
    }

    /// What the device reads although XML does not: `rule`'s finding at 1️⃣, and no other of it.
    private func expectRead(_ marked: String, _ rule: Rule, _ message: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (actual, source) = lines(marked)
        #expect(actual.filter { $0.contains("[\(rule.id)]") || $0.contains("[xml-syntax]") }
                == ["\(source["1️⃣"]) [\(rule.id)] \(message)"], sourceLocation: sourceLocation)
    }

    private let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"

    @Test func mismatchedClosingTagPointsAtItsLessThanWithANoteAtTheOpeningTag() {
        expect(head + "<array>\n\t2️⃣<dict>\n\t\t<key>A</key>\n\t\t<string>x</string>\n\t1️⃣</dcit>\n</array>\n</plist>\n",
               "closing tag </dcit> does not match <dict> opened at 4:2; did you mean </dict>?", note: "<dict> opened here")
    }

    @Test func aMissingClosingTagIsReportedOnceNotForEveryTagAfterIt() {
        // libxml2 reports </dict>, </array>, </plist> and the end of the file; one mistake, one error.
        expect(head + "<array>\n\t<dict>\n\t\t<key>A</key>\n\t\t2️⃣<string>x\n\t1️⃣</dict>\n</array>\n</plist>\n",
               "closing tag </dict> does not match <string> opened at 6:3; is </string> missing?", note: "<string> opened here")
    }

    @Test func theFileEndsInsideAnElement() {
        expect(head + "<array>\n\t2️⃣<dict>\n\t\t<key>A</key>\n\t\t<string>x</string>\n1️⃣",
               "the file ends before <dict> opened at 4:2 is closed; add </dict> or restore the rest of the file",
               note: "<dict> opened here")
    }

    @Test func aFileCutShortAfterALessThanSaysSo() {
        expect(head + "<array>\n\t2️⃣<string>Wi-Fi<1️⃣",
               "the file ends before <string> opened at 4:2 is closed; add </string> or restore the rest of the file",
               note: "<string> opened here")
        expect("<?xml version=\"1.0\"?>\n<!DOCTYPE plist 1️⃣PUB",
               "<!DOCTYPE …> is not closed; end it with '>'")
    }

    @Test func emptyAndRootless() {
        expect("1️⃣", "the file is empty; a property list is <plist> holding one value")
        expect("<?xml version=\"1.0\"?>\n1️⃣", "no element where the document should start; a property list is <plist> holding one value")
    }

    @Test func contentAfterTheRoot() {
        expectRead(head + "<array/>\n</plist>\n1️⃣garbage\n", .nonStandardXML,
                   "content after the end of the property list: the device ignores it, but plistlib, xmllint and editors "
                    + "refuse the file")
    }

    @Test func invalidCharacters() {
        let kept = "a control character in text: the device keeps it, but XML has no such character and plistlib, xmllint "
            + "and editors refuse the file"
        expectRead(head + "<array>\n\t<string>a1️⃣\u{1}b</string>\n</array>\n</plist>\n", .nonStandardXML, kept)
        expectRead(head + "<array>\n\t<string>1️⃣&#1;</string>\n</array>\n</plist>\n", .nonStandardXML, kept)
        expect(head + "<array>\n\t<string>1️⃣&#xZZ;</string>\n</array>\n</plist>\n",
               "malformed character reference; write '&#' and decimal digits or '&#x' and hex digits, then ';'")
    }

    @Test func ampersandsAndLessThans() {
        expect(head + "<array>\n\t<string>Tom 1️⃣& Jerry</string>\n</array>\n</plist>\n",
               "'&' does not start a reference here; write '&amp;' for a literal '&'")
        expect(head + "<array>\n\t<string>Tom 1️⃣&amp Jerry</string>\n</array>\n</plist>\n",
               "reference without its ';'; end it with ';', or write '&amp;' for a literal '&'")
        expect(head + "<array>\n\t<string>a 1️⃣< b</string>\n</array>\n</plist>\n",
               "'<' does not start a tag here; write '&lt;' for a literal '<'")
    }

    /// CoreFoundation skips a tag's attributes up to its first '>': attributes XML cannot read are ignored.
    @Test func attributes() {
        let ignored = "attributes XML cannot read: the device ignores them, but plistlib, xmllint and editors refuse the file"
        expectRead("<?xml version=\"1.0\"?>\n<plist1️⃣ version=1.0>\n<array/>\n</plist>\n", .nonStandardXML, ignored)
        expectRead("<?xml version=\"1.0\"?>\n<plist1️⃣ version=\"1.0\" version=\"1.0\">\n<array/>\n</plist>\n",
                   .nonStandardXML, ignored)
        expectRead("<?xml version=\"1.0\"?>\n<plist1️⃣ version=\"1.0>\n<array/>\n</plist>\n", .nonStandardValue,
                   "a '>' inside a quoted attribute value: the device ends the tag there and reads what follows it as the "
                    + "element's content, other tools read the attribute")
    }

    @Test func commentsAndCDATA() {
        expectRead(head + "<array>\n\t1️⃣<!-- a -- b -->\n</array>\n</plist>\n", .nonStandardXML,
                   "'--' inside a comment: the device skips the comment, but XML forbids '--' there and plistlib, xmllint "
                    + "and editors refuse the file")
        expectRead(head + "<array>\n\t<string>1️⃣]]></string>\n</array>\n</plist>\n", .nonStandardXML,
                   "']]>' in text: the device keeps it, but XML forbids it outside CDATA and plistlib, xmllint and editors "
                    + "refuse the file; write ']]&gt;'")
        expect(head + "<array>\n\t<string><![CDATA[x</string>\n</array>\n</plist>\n1️⃣",
               "CDATA section is not closed; end it with ']]>'")
    }

    @Test func encodingAndDeclaration() {
        let bytes = Array((head + "<array>\n\t<string>caf").utf8) + [0xE9] + Array("</string>\n</array>\n</plist>\n".utf8)
        let report = DefinitionCompiler.compileReport(SourceFile(bytes: bytes, displayName: "t.plist"))
        #expect(report.diagnostics.map { "\($0.location) \($0.message)" }
                == ["4:13 byte 0xE9 is not UTF-8 (it is 'È' in Mac OS Roman, 'é' in Windows-1252): the file was saved in "
                    + "an 8-bit encoding, and the device's parser refuses it; save it as UTF-8"])
        expectRead(" 1️⃣<?xml version=\"1.0\"?>\n<plist><array/></plist>\n", .nonStandardXML,
                   "the XML declaration is not at the start of the file: the device skips it, but plistlib, xmllint and "
                    + "editors refuse the file")
    }

    // MARK: Cascades

    @Test func aKeyWithoutAValueIsNotAlsoMissing() {
        let (actual, source) = lines(head + "<array><dict><key>SectionTitle</key><string>A</string><key>Data</key><array>\n"
            + "<dict><key>Content</key><string>x</string>1️⃣<key>CellStyle</key></dict>\n</array></dict></array>\n</plist>\n")
        #expect(actual == ["\(source["1️⃣"]) [key-without-value] key 'CellStyle' has no value"])
    }

    @Test func aKeyWithAnInvalidValueIsNotAlsoMissing() {
        let (actual, _) = lines(head + "<dict><key>PreferenceSpecifiers</key><array>\n"
            + "<dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>v</string>"
            + "<key>DefaultValue</key><real>0.5</real><key>MinimumValue</key><real>0</real>"
            + "<key>MaximumValue</key><real>1.2.3</real></dict>\n</array></dict>\n</plist>\n")
        #expect(actual.count == 1 && actual[0].contains("[invalid-real]"), "\(actual)")
    }

    @Test func aRootThatIsNoPlistIsReportedOnce() {
        for root in ["<html><body>hi</body></html>", "<key>A</key>"] {
            let (actual, source) = lines("<?xml version=\"1.0\"?>\n1️⃣" + root + "\n")
            let name = root.dropFirst().prefix { $0 != ">" }
            #expect(actual == ["\(source["1️⃣"]) [not-a-plist] the document element is <\(name)>, expected <plist>"], "\(root)")
        }
    }

    /// CoreFoundation reads a value written without <plist> around it, so the device does too: a warning,
    /// and the value is then checked as what it is. (Before, an error `not-a-plist`.)
    @Test func aValueAsTheDocumentElementIsAWarning() {
        let (actual, source) = lines("<?xml version=\"1.0\"?>\n1️⃣<array><dict><key>SectionTitle</key><string>A</string>"
            + "<key>Data</key><array><dict><key>CellStyle</key><string>SettingBasicCell</string><key>Content</key><string>x</string>"
            + "</dict></array></dict></array>\n")
        #expect(actual == ["\(source["1️⃣"]) [non-standard-xml] the document element is <array>, not <plist>: the device "
            + "reads the value, but other tools refuse the file; put it inside <plist version=\"1.0\">"])
        let (dictionary, _) = lines("<?xml version=\"1.0\"?>\n<dict><key>A</key><string>b</string></dict>\n")
        #expect(dictionary.count == 2 && dictionary[1].contains("[not-a-settings-page]"), "\(dictionary)")
    }
}
