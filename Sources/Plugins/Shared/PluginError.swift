/// A problem a plugin reports itself (no definitions, two that would generate one type, validate
/// failing), shown as the plugin's error; `swift package` then exits non-zero.
struct PluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
