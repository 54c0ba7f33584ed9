import JSON
import Testing

/// The writer: built values in every style, escaping, documents written back, round trips.
@Suite("JSON writer")
struct JSONWriterTests {
    /// What an LSP response looks like, built without a tree.
    @Test func compactBuilder() {
        var writer = JSONWriter(style: .compact)
        writer.object {
            $0.member("jsonrpc", "2.0")
            $0.member("id") { $0.int(1) }
            $0.key("result")
            $0.array { items in
                items.object { $0.member("line", 3); $0.member("ok", true); $0.key("none"); $0.null() }
                items.double(0.5)
                items.string("a/b")
                items.array { _ in }
                items.object { _ in }
            }
        }
        #expect(writer.isComplete)
        #expect(writer.text == #"{"jsonrpc":"2.0","id":1,"result":[{"line":3,"ok":true,"none":null},0.5,"a/b",[],{}]}"#)
    }

    @Test func beginAndEndCalls() {
        var writer = JSONWriter(style: .pretty)
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.int(1)
        writer.int(-2)
        writer.endArray()
        writer.key("b")
        writer.beginObject()
        writer.endObject()
        writer.key("c")
        writer.beginArray()
        writer.endArray()
        writer.endObject()
        #expect(writer.text == "{\n  \"a\": [\n    1,\n    -2\n  ],\n  \"b\": {},\n  \"c\": []\n}\n")
    }

    /// Xcode's catalog layout: `"key" : value`, empty objects with a blank line, keys sorted.
    @Test func catalogStyle() throws {
        let style = JSONStyle(indentWidth: 2, spaceBeforeColon: true, spaceAfterColon: true, emptyContainers: .blankLine,
                              keyOrder: .custom { $0.lowercased() < $1.lowercased() })
        let document = parse(#"{"version": "1.0", "strings": {"b": {}, "A": {"localizations": {"de": {"stringUnit": {"value": "x/y", "state": "translated"}}}}}, "sourceLanguage": "en"}"#)
        let text = String(decoding: JSONWriter.bytes(of: document, style: style), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "A" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "x/y"
                      }
                    }
                  }
                },
                "b" : {

                }
              },
              "version" : "1.0"
            }
            """)
    }

    @Test func keyOrders() {
        let document = parse(#"{"b": 1, "a": {"é": 1, "z": 2, "E": 3}, "B": 2}"#)
        func write(_ order: JSONStyle.KeyOrder) -> String {
            String(decoding: JSONWriter.bytes(of: document, style: JSONStyle(keyOrder: order)), as: UTF8.self)
        }
        #expect(write(.asWritten) == #"{"b":1,"a":{"é":1,"z":2,"E":3},"B":2}"#)
        #expect(write(.codePoints) == #"{"B":2,"a":{"E":3,"z":2,"é":1},"b":1}"#)
        #expect(write(.custom { $0.lowercased() < $1.lowercased() }) == #"{"a":{"E":3,"z":2,"é":1},"b":1,"B":2}"#)
    }

    @Test func escaping() {
        let text = "q\" b\\ s/ \u{0}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F} é€😀"
        func write(_ style: JSONStyle) -> String {
            var writer = JSONWriter(style: style)
            writer.string(text)
            return writer.text
        }
        #expect(write(.compact) == #""q\" b\\ s/ \u0000\b\t\n\f\r\u001f"# + "\u{7F} é€😀\"")
        #expect(write(JSONStyle(escapesSlash: true)) == #""q\" b\\ s\/ \u0000\b\t\n\f\r\u001f"# + "\u{7F} é€😀\"")
        #expect(write(JSONStyle(escapesNonASCII: true)) == #""q\" b\\ s/ \u0000\b\t\n\f\r\u001f"# + "\u{7F}" + #" \u00e9\u20ac\ud83d\ude00""#)
        for style in [JSONStyle.compact, JSONStyle(escapesSlash: true), JSONStyle(escapesNonASCII: true)] {
            #expect(parse(write(style)).string(parse(write(style)).root!) == text)
        }
    }

    @Test func numbers() {
        var writer = JSONWriter()
        writer.array {
            $0.int(0); $0.int(Int.min); $0.int(Int.max); $0.int(10)
            $0.double(0.1); $0.double(5); $0.double(-0.0); $0.double(1e20); $0.double(.leastNonzeroMagnitude)
            $0.double(.nan); $0.double(.infinity)
        }
        #expect(writer.text == "[0,-9223372036854775808,9223372036854775807,10,0.1,5.0,-0.0,1e+20,5e-324,null,null]")
        let reread = parse(writer.text)
        #expect(reread.problems.isEmpty)
        #expect(reread.items(of: reread.root!).map { reread.double($0) ?? 99 }
                == [0, Double(Int.min), Double(Int.max), 10, 0.1, 5, 0, 1e20, .leastNonzeroMagnitude, 99, 99])
    }

    /// Numbers keep their literal; strings are escaped anew; reading the text again gives the same values.
    @Test(arguments: [JSONHostileTests.catalog, JSONHostileTests.message, JSONHostileTests.config])
    func roundTrips(_ text: String) throws {
        let document = parse(text)
        let styles = [JSONStyle.compact, .pretty, JSONStyle(indentWidth: 4, spaceBeforeColon: true, spaceAfterColon: true,
                      emptyContainers: .blankLine, escapesSlash: true, escapesNonASCII: true)]
        for style in styles {
            let written = JSONWriter.bytes(of: document, style: style)
            let reread = JSONReader.parse(written)
            #expect(reread.problems.isEmpty)
            #expect(reread.tree == document.tree)
            // Written again, the text does not change.
            #expect(JSONWriter.bytes(of: reread, style: style) == written)
            // Numbers as written.
            #expect(String(decoding: written, as: UTF8.self).contains("12345678901234567890") == text.contains("12345678901234567890"))
        }
    }

    /// A document's values can be mixed into built output.
    @Test func documentValuesInsideBuiltOutput() throws {
        let document = parse(#"{"uri": "file:///R\u00e9.plist", "range": {"start": {"line": 1, "character": 2}}}"#)
        var writer = JSONWriter()
        writer.object {
            $0.member("id", 3)
            $0.key("result")
            $0.value(document.at("range")!, of: document)
            $0.key("uri")
            $0.value(document.at("uri")!, of: document)
        }
        #expect(writer.text == #"{"id":3,"result":{"start":{"line":1,"character":2}},"uri":"file:///Ré.plist"}"#)
    }

    /// Misuse that would write invalid JSON stops the program.
    @Test func misuseStops() async {
        await #expect(processExitsWith: .failure) {
            var writer = JSONWriter()
            writer.beginObject()
            writer.int(1)
        }
        await #expect(processExitsWith: .failure) {
            var writer = JSONWriter()
            writer.beginArray()
            writer.endObject()
        }
        await #expect(processExitsWith: .failure) {
            var writer = JSONWriter()
            writer.int(1)
            writer.int(2)
        }
        await #expect(processExitsWith: .failure) {
            var writer = JSONWriter()
            writer.object { $0.member("a") { _ in } }
        }
    }
}
