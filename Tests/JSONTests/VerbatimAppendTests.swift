import JSON
import Platform
import Testing

/// A text copied as it is when it holds nothing to escape (`System.appendVerbatim`), sixteen bytes at a
/// time, and refused, with nothing appended, when it does; a literal copied whole (`System.append`).
/// JSON string literals are written through it: their bytes are those of the writer's own escaping.
@Suite("Verbatim appending")
struct VerbatimAppendTests {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// Texts of 0 to 40 bytes, so that the byte to find falls in a block and in the tail after it, in
    /// small and in heap-stored strings.
    private static let lengths = Array(0...40)

    @Test func textWithNothingToEscapeIsCopiedAsItIs() {
        for length in Self.lengths {
            for text in [String(repeating: "a", count: length), String(repeating: "é", count: length / 2),
                         String(repeating: "x ~\u{7F}", count: length / 4) + "🙂"] {
                var output: [UInt8] = [1, 2]
                #expect(System.appendVerbatim(text, to: &output, unlessControlOr: Self.quote, Self.backslash))
                #expect(output == [1, 2] + Array(text.utf8))
            }
        }
    }

    /// One byte to escape at every place of every length: nothing appended, whatever came before it.
    @Test func textWithAByteToEscapeIsRefusedAtEveryPlace() {
        for length in Self.lengths.dropFirst() {
            for place in 0..<length {
                for stop in ["\"", "\\", "\u{0}", "\t", "\n", "\u{1F}"] {
                    var characters = Array(repeating: "b", count: length)
                    characters[place] = stop
                    var output: [UInt8] = [7]
                    #expect(!System.appendVerbatim(characters.joined(), to: &output, unlessControlOr: Self.quote,
                                                   Self.backslash), "\(length) bytes, \(stop.debugDescription) at \(place)")
                    #expect(output == [7])
                }
            }
        }
    }

    /// A JSON string literal is the writer's own escaping, however it was written: as it is, or escaped.
    @Test func jsonLiteralsAreTheWritersEscaping() {
        for text in ["", "plain", "a \"quoted\" word", "back\\slash", "tab\there", "\u{1}", "é and 🙂", "a/b",
                     String(repeating: "long text ", count: 5) + "\""] {
            var output: [UInt8] = []
            JSONWriter.append(text, to: &output)
            #expect(String(decoding: output, as: UTF8.self) == JSONWriter.quoted(text))
            #expect(output.first == Self.quote && output.last == Self.quote)
        }
    }

    @Test func literalsAreCopiedWhole() {
        var output: [UInt8] = [0]
        System.append(", \"item\": ", to: &output)
        System.append("", to: &output)
        System.append(StaticString(unicodeScalarLiteral: "é"), to: &output)
        #expect(output == [0] + Array(", \"item\": é".utf8))
    }
}
