import Diagnostics

/// A test input with markers standing where a position is expected: the markers are taken out and
/// where each stood is remembered, as line:column and as a byte offset. The one reader of markers for
/// every test target: numbered markers (1️⃣…9️⃣, as swift-format's rule tests write them) and a rule
/// example's `↓`, in text or in a binary property list (one scalar per byte, positions as offsets).
package struct MarkedText {
    package struct Mark {
        package var marker: Character
        package var location: SourceLocation
        package var offset: Int
    }

    package static let numbered: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The input without its markers, after `prefix`.
    package let bytes: [UInt8]
    /// Every marker in the order written.
    package let marks: [Mark]

    /// `marked` with `markers` taken out. `prefix` (a byte order mark) goes before the text and counts in
    /// offsets, not in lines and columns. `binary`: a scalar below U+0100 is that byte (any other its
    /// UTF-8), and a marker's location is its byte offset, as in a binary property list.
    package init(_ marked: String, markers: Set<Character> = numbered, prefix: [UInt8] = [], binary: Bool = false) {
        var bytes = prefix
        var marks: [Mark] = []
        var location = SourceLocation.start
        if binary {
            for scalar in marked.unicodeScalars {
                if markers.contains(Character(scalar)) {
                    marks.append(Mark(marker: Character(scalar), location: .byte(bytes.count), offset: bytes.count))
                } else if scalar.value < 0x100 {
                    bytes.append(UInt8(scalar.value))
                } else {
                    bytes += Array(String(scalar).utf8)
                }
            }
        } else {
            for character in marked {
                if markers.contains(character) {
                    marks.append(Mark(marker: character, location: location, offset: bytes.count))
                    continue
                }
                bytes += character.utf8
                location = location.advanced(over: String(character)[...].utf8)
            }
        }
        self.bytes = bytes
        self.marks = marks
    }

    /// The input without its markers, as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Where each marker stood (the first of a marker written twice).
    package var locations: [Character: SourceLocation] {
        Dictionary(marks.map { ($0.marker, $0.location) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where `marker` stood: line and column.
    package subscript(marker: Character) -> SourceLocation { marks.first { $0.marker == marker }!.location }

    /// Where `marker` stood: byte offset.
    package func offset(_ marker: Character) -> Int { marks.first { $0.marker == marker }!.offset }
}
