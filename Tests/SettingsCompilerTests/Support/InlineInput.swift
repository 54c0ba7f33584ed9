import Diagnostics
import PropertyList
import SettingsCompiler

/// Compiles a definition held in a string.
func compile(_ text: String) -> (screen: SettingsScreen, report: FileReport) {
    DefinitionCompiler.compileScreen(SourceFile(bytes: Array(text.utf8), displayName: "test.plist"))
}

/// Parses a plist held in a string.
func parsePlist(_ text: String) -> PlistDocument {
    PlistReader.parse(Array(text.utf8))
}

/// Wraps a body in the XML declaration and `<plist>`, as rule examples do.
func plist(_ body: String) -> String {
    ExampleText.plist(body)
}
