import Diagnostics
import PropertyList
import SettingsCompiler
import Testing
import TestSupport

/// Positions do not depend on how lines end, on where the parser's read chunks happen to break, or on
/// how a tag is laid out: every diagnostic lands on its marker.
@Suite("Source positions")
struct SourcePositionTests {
    /// Problems at start tags, text, keys and values, after CJK, emoji, tabs and multi-line tags.
    static let marked = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
        \t<dict>
        \t\t<key>SectionTitle</key>\t<string>설정 😀 👩‍👩‍👧</string>
        \t\t<key>Data</key>
        \t\t<array>  1️⃣stray 한글
        \t\t\t<dict><key>CellStyle</key>\t2️⃣<string>SettingBasicCel</string><key>Content</key><string>行</string></dict>
        \t\t\t<dict><key>CellStyle</key><string>SettingBasicCell</string><key>Content</key><string>a
        b</string>3️⃣<key>Content</key><string>c</string>4️⃣<strng>x</strng></dict>
        \t\t\t<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>😀👩‍👩‍👧</string><key
        >DefaultValue</key>5️⃣<string
        \t\t\t\tid="x"
        \t\t\t\t>yes</string></dict>6️⃣<dict/>
        \t\t</array>
        \t</dict>
        </array>
        </plist>

        """

    /// What `compile` reports, as "line:column rule" lines.
    private func positions(_ text: String) -> [String] {
        compile(text).report.diagnostics.map { "\($0.location) \($0.rule.id)" }
    }

    private func expected(_ source: MarkedText, _ rules: [(Character, Rule)]) -> [String] {
        rules.map { "\(source[$0]) \($1.id)" }
    }

    static let rules: [(Character, Rule)] = [
        ("1️⃣", .unexpectedText), ("2️⃣", .unknownCellStyle), ("3️⃣", .duplicateKey), ("4️⃣", .unknownElement),
        ("5️⃣", .wrongType), ("6️⃣", .missingKey), ("6️⃣", .missingKey),
    ]

    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEndings(_ ending: String) {
        let text = SourcePositionTests.marked.replacing("\n", with: ending)
        let source = MarkedText(text)
        #expect(positions(source.text) == expected(source, SourcePositionTests.rules))
    }

    /// The parser reads about 4 KB at a time: slide every token of the document across a chunk
    /// boundary, with CRLF pairs split between two chunks on the way.
    @Test func chunkBoundaries() {
        for padding in 3_900..<4_200 {
            let filler = String(repeating: "é\r\n", count: padding / 4) + String(repeating: " ", count: padding % 4)
            let text = SourcePositionTests.marked.replacing("<plist version", with: "<!--\(filler)-->\n<plist version")
            let source = MarkedText(text.replacing("\n", with: "\r\n"))
            let actual = positions(source.text)
            let wanted = expected(source, SourcePositionTests.rules)
            #expect(actual == wanted, "padding \(padding)")
            if actual != wanted { return }  // one failure tells; 300 would bury it
        }
    }

    /// A document on one line: columns grow to the file size, and the work stays linear.
    @Test func oneLongLine() {
        let rows = String(repeating: "<dict><key>CellStyle</key><string>SettingBasicCell</string><key>Content</key><string>한</string></dict>", count: 2_000)
        let source = MarkedText(plist("<array><dict><key>SectionTitle</key><string>T</string><key>Data</key><array>"
            + rows + "1️⃣<integer>1</integer></array></dict></array>").replacing("\n", with: ""))
        #expect(positions(source.text) == ["\(source["1️⃣"]) \(Rule.rowNotDictionary.id)"])
    }

    /// Stray text is reported at its first character that is not white space, whatever stands between
    /// it and the tag before: white space, comments, processing instructions, CDATA markup, references
    /// (the character of one is its `&`), text libxml2 copies (other than ASCII, line breaks it
    /// rewrites), with each way of ending lines, read directly, on a second thread and through the filter.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func strayTextAfterAnyConstruct(_ ending: String) {
        let before = ["", "\n  ", "<!-- c -->", "\n  <!-- c -->\n  ", "<?pi x?>", "<![CDATA[ \n ]]>", "&#32;",
                      "&#10;\t", "<!-- a --><!-- b -->  ", "&#x20;<?pi?>  "]
        let stray = ["1️⃣stray", "1️⃣é stray", "1️⃣&#65;b", "1️⃣&lt;", "<![CDATA[  1️⃣x]]>", "<![CDATA[\n1️⃣é]]>",
                     "1️⃣é\nb", "1️⃣" + String(repeating: "é\n", count: 400)]
        let places = ["<array>T</array>", "<array>\nT</array>", "<dict><key>k</key>\n T\n<string>v</string></dict>", "<true>T</true>"]
        for place in places {
            for first in before {
                for text in stray {
                    let body = place.replacing("T", with: first + text)
                    let source = MarkedText(plist(body).replacing("\n", with: ending))
                    for way in ["directly", "on a second thread", "through the filter"] {
                        let document = PlistReader.parse(source.bytes, concurrentFrom: way == "on a second thread" ? 0 : nil,
                                                         filterOnly: way == "through the filter")
                        let found = document.diagnostics.filter { $0.rule == .unexpectedText }.map(\.location)
                        #expect(found == [source["1️⃣"]], "\(way): \(body.debugDescription)")
                    }
                }
            }
        }
    }

    /// libxml2 lets go of what it has read but the last 80 bytes: a long run of text that starts with a
    /// line break is still placed on its first character, wherever the run falls in the document.
    @Test func strayTextAtTheStartOfALongRun() {
        let long = String(repeating: "é\r\n", count: 100)
        let strays = ["\r\n   1️⃣é" + long, "\r\n  1️⃣&#65;" + long, "\r\n <![CDATA[\r\n 1️⃣x" + long + "]]>"]
        for padding in stride(from: 0, to: 4_300, by: 23) {
            for stray in strays {
                let body = "<array>\r\n<!--" + String(repeating: "x", count: padding) + "-->" + stray + "</array>"
                let source = MarkedText(plist(body).replacing("\n", with: "\r\n"))
                for concurrentFrom in [nil, 0] {
                    let document = PlistReader.parse(source.bytes, concurrentFrom: concurrentFrom)
                    let found = document.diagnostics.filter { $0.rule == .unexpectedText }.map(\.location)
                    #expect(found == [source["1️⃣"]], "padding \(padding), \(stray.prefix(12).debugDescription)")
                    if found != [source["1️⃣"]] { return }
                }
            }
        }
    }
}
