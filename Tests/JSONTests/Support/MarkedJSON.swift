import Diagnostics
import JSON

/// JSON text with markers (1️⃣…9️⃣) standing where a test expects a position; the markers are removed.
struct MarkedJSON {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let bytes: [UInt8]
    private var places: [Character: (SourceLocation, Int)] = [:]

    init(_ marked: String, byteOrderMark: Bool = false) {
        var bytes: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        var location = SourceLocation.start
        for character in marked {
            if Self.markers.contains(character) {
                places[character] = (location, bytes.count)
                continue
            }
            bytes += character.utf8
            location = location.advanced(over: String(character)[...].utf8)
        }
        self.bytes = bytes
    }

    /// Where `marker` stood: line and column.
    subscript(marker: Character) -> SourceLocation { places[marker]!.0 }

    /// Where `marker` stood: byte offset.
    func offset(_ marker: Character) -> Int { places[marker]!.1 }

    func parse(limits: JSONLimits = JSONLimits()) -> JSONDocument { JSONReader.parse(bytes, limits: limits) }
}

/// Parses JSON held in a string.
func parse(_ text: String, limits: JSONLimits = JSONLimits()) -> JSONDocument {
    JSONReader.parse(Array(text.utf8), limits: limits)
}

extension JSONDocument {
    /// The value at a path of member names and item indexes (`"a", 2, "b"`).
    func at(_ path: Any...) -> JSONValue? {
        var value = root
        for step in path {
            guard let current = value else { return nil }
            if let name = step as? String {
                value = member(name, of: current)
            } else if let index = step as? Int {
                value = Array(items(of: current)).dropFirst(index).first
            }
        }
        return value
    }

    /// `line:column: message` of every problem.
    var problemLines: [String] { problems.map(\.description) }
}
