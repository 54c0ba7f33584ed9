import Diagnostics
import PropertyList
import SettingsCompiler

/// A test input with position markers (1️⃣, 2️⃣, …) where diagnostics are expected, as swift-format's
/// rule tests do: the markers are removed and their line:column remembered.
struct MarkedSource {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    let locations: [Character: SourceLocation]

    init(_ marked: String) {
        var text = ""
        var locations: [Character: SourceLocation] = [:]
        var location = SourceLocation.start
        for character in marked {
            if MarkedSource.markers.contains(character) {
                locations[character] = location
                continue
            }
            text.append(character)
            location = location.advanced(over: String(character)[...].utf8)
        }
        self.text = text
        self.locations = locations
    }

    subscript(marker: Character) -> SourceLocation {
        locations[marker]!
    }
}

/// Compiles a definition held in a string.
func compile(_ text: String) -> (screen: SettingsScreen, report: FileReport) {
    DefinitionCompiler.compileScreen(SourceFile(bytes: Array(text.utf8), displayName: "test.plist"))
}

/// Parses a plist held in a string.
func parsePlist(_ text: String) -> PlistDocument {
    PlistReader.parse(Array(text.utf8))
}

/// Wraps a body in the XML declaration and `<plist>`.
func plist(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
}
