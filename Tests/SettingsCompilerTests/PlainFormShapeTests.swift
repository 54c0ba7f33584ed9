import Foundation
import Testing
@testable import XMLStream

/// The shapes of the plain form and those just outside it, read both ways (`PlainFormTests`).
extension PlainFormTests {
    /// Read by the scanner: every construct of the plain form, in each place it may stand.
    @Test func plainShapesAreScannedAndReadTheSame() {
        let bodies = [
            "<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>b</string>\n</dict>\n</plist>",
            "<plist version=\"1.0\"><array><true/><false/><integer>1</integer><real>2.5</real></array></plist>",
            "<plist version=\"1.0\"><string>  both  </string></plist>",
            "<plist version=\"1.0\"><array><string> </string><string>\t\n</string><string></string></array></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><string>Caf\u{E9} \u{C124}\u{C815} \u{1F600} \u{85}\u{7F}</string></dict></plist>",
            "<plist version=\"1.0\"><string>a &lt; b &amp;&amp; c &gt; d &quot;q&quot; &apos;s&apos;</string></plist>",
            "<plist version=\"1.0\"><string>&lt;x</string><string>  &amp;</string><string>\n\t&gt;\n</string></plist>",
            "<plist version=\"1.0\"><string>a<!-- c -->b</string><string>  <!--c-->  x</string><string><!---->y</string></plist>",
            "<plist version=\"1.0\"><string> <!-- c --> </string><string><!-- only --></string></plist>",
            "<plist version=\"1.0\"><string><!--c--> </string><string><!--c-->\n\t</string><string><!--a--><!--b-->\n </string></plist>",
            "<plist version=\"1.0\"><string><!--c--> <!--d-->  </string><string><!--c-->  x</string></plist>",
            "<plist version=\"1.0\">\n<!-- Generated -->\n<dict>\n\t<!-- a -->\n\t<key>k</key><!--b--><true/>\n</dict>\n</plist>",
            "<plist version=\"1.0\"><string>a]b]]c> ]> >] ]]&gt;</string></plist>",
            "<plist version=\"1.0\"><dict><key>k</key><string>x<b></b>y</string><unknown/><Data>1</Data></dict></plist>",
            "<plist><dict/></plist>",
            "<dict><key>Not a plist</key></dict>",
            "<plist version=\"1.0\"><string>- -- ---</string><!-- x - y --></plist>",
            String(repeating: "<array>", count: 150) + String(repeating: "</array>", count: 150),
        ]
        for body in bodies {
            #expect(Self.expectSame(Self.document(body), body), "not scanned: \(body)")
        }
        // The densest shape there is, three events in five bytes, alone: the scanner's room for events
        // holds it.
        for count in [1, 2, 3, 10, 1_000] {
            let dense = Self.document("<a>" + String(repeating: "x<b/>", count: count) + "</a>", prolog: "", epilog: "")
            #expect(Self.expectSame(dense, "dense \(count)"), "not scanned: dense \(count)")
        }
        // Without the declaration or the DOCTYPE, with comments and white space around them.
        let body = "<plist version=\"1.0\"><true/></plist>"
        let prologs = ["", "<?xml version=\"1.0\"?>", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\n",
                       "<!-- before -->\n", "<?xml version=\"1.0\"?><!--a--> <!--b-->\n",
                       "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"]
        for prolog in prologs {
            for epilog in ["", "\n", "\n<!-- after -->\n", " \t\n"] {
                #expect(Self.expectSame(Self.document(body, prolog: prolog, epilog: epilog), prolog + "|" + epilog),
                        "not scanned: \(prolog)|\(epilog)")
            }
        }
    }

    /// Read by libxml2: each construct just outside the plain form, and each mistake.
    @Test func otherShapesGoToLibxml2AndReadTheSame() {
        let bodies = [
            "<plist version=\"1.0\"><string>a\r\nb</string></plist>",
            "<plist version=\"1.0\"><string>a\rb</string></plist>",
            "<plist version=\"1.0\"><string>&#65;&#x42;</string></plist>",
            "<plist version=\"1.0\"><string>&bogus;</string></plist>",
            "<plist version=\"1.0\"><string>a & b</string></plist>",
            "<plist version=\"1.0\"><string>&lt</string></plist>",
            "<plist version=\"1.0\"><string>a]]>b</string></plist>",
            "<plist version=\"1.0\"><string><![CDATA[x]]></string></plist>",
            "<plist version=\"1.0\"><?pi x?><true/></plist>",
            "<plist version=\"1.0\"><string>a<!-- x -- y -->b</string></plist>",
            "<plist version=\"1.0\"><string><!-- x ---></string></plist>",
            "<plist version=\"1.0\"><string>a\u{1}b</string></plist>",
            "<plist version=\"1.0\"><string>a\u{0}b</string></plist>",
            "<plist version=\"1.0\" xmlns=\"x\"><true/></plist>",
            "<plist version='1.0'><true/></plist>",
            "<plist  version=\"1.0\"><true/></plist>",
            "<plist version=\"1.1\"><true/></plist>",
            "<plist version=\"1.0\"><true /></plist>",
            "<plist version=\"1.0\"><key >k</key></plist>",
            "<plist version=\"1.0\"><string>a</string ></plist>",
            "<plist version=\"1.0\"><string a=\"b\">a</string></plist>",
            "<plist version=\"1.0\"><x:string>a</x:string></plist>",
            "<plist version=\"1.0\"><string2>a</string2></plist>",
            "<plist version=\"1.0\"><abcdefghi>a</abcdefghi></plist>",
            "<plist version=\"1.0\"><abcdefgh>a</xabcdefgh></plist>",
            "<plist version=\"1.0\"><string>a</strng></plist>",
            "<plist version=\"1.0\"><string>a</string>",
            "<plist version=\"1.0\"><string>a</string></plist></plist>",
            "<plist version=\"1.0\"><true/></plist>x",
            "<plist version=\"1.0\"><true/></plist><plist/>",
            "<plist version=\"1.0\"><string>a</string></plist",
            "<plist version=\"1.0\"><string>unfinished",
            String(repeating: "<array>", count: 260) + String(repeating: "</array>", count: 260),
            "",
            "   ",
            "<plist version=\"1.0\"/>",
        ]
        for body in bodies {
            #expect(!Self.expectSame(Self.document(body), body), "scanned: \(body)")
        }
        let body = "<plist version=\"1.0\"><true/></plist>"
        let prologs = ["\u{FEFF}", " <?xml version=\"1.0\"?>", "<?xml version=\"1.0\" standalone=\"yes\"?>",
                       "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>", "<?xml version=\"1.1\"?>",
                       "<!DOCTYPE plist SYSTEM \"file:///etc/passwd\">", "<!DOCTYPE plist [<!ENTITY x \"y\">]>",
                       "<?xml version=\"1.0\"?>\r\n", "<!-- a -- b -->"]
        for prolog in prologs {
            #expect(!Self.expectSame(Self.document(body, prolog: prolog), prolog), "scanned: \(prolog)")
        }
    }

    /// UTF-8 as libxml2 reads it: well-formed sequences of XML characters go through the scanner, every
    /// other sequence to libxml2, which reports it.
    @Test func utf8IsReadAsLibxml2ReadsIt() {
        let accepted: [[UInt8]] = [[0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
                                   [0xEF, 0xBF, 0xBD], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0x7F]]
        let refused: [[UInt8]] = [[0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xE0, 0x80, 0x80],
                                  [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xEF, 0xBF, 0xBE],
                                  [0xEF, 0xBF, 0xBF], [0xE1, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
                                  [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
                                  [0xFE], [0xFF], [0xF0, 0x90, 0x80]]
        for (sequences, scanned) in [(accepted, true), (refused, false)] {
            for sequence in sequences {
                for place in ["<string>aSb</string>", "<string>S</string>", "<!--S--><true/>", "<string>a<!--S-->b</string>"] {
                    let parts = place.split(separator: "S", omittingEmptySubsequences: false).map { Array($0.utf8) }
                    let body = Array("<plist version=\"1.0\">".utf8) + parts[0] + sequence + parts[1] + Array("</plist>".utf8)
                    let bytes = Array(Self.prolog.utf8) + body + [0x0A]
                    #expect(Self.expectSame(bytes, "\(sequence) in \(place)") == scanned, "\(sequence) in \(place)")
                }
            }
        }
    }
}
