import Diagnostics
import PropertyList
import SettingsCompiler

/// Completion in `.settingsc.json`: its keys at the top, rule ids in `"rules"` and their
/// settings, profile names. The text is read as typed (a string not yet closed, a missing comma), so
/// a forward scan finds where the cursor is: in which string, in which member of which object.
enum ConfigurationCompletion {
    /// The keys of a configuration and what each holds.
    static let keys: [(key: String, meaning: String)] = [
        ("rules", "Rule id → \"off\", \"warning\" or \"error\"."),
        ("strict", "true: warnings fail the run."),
        ("profiles", "Libraries that read the bundle too: [\"iask\"] (InAppSettingsKit)."),
        ("exclude", "Globs, relative to this file's folder, that folder walks leave out."),
        ("untranslated", "Texts that are the same in every language (names): never missing translations."),
    ]

    /// The completions at `offset` of `text`, and where the text they replace starts.
    static func items(in text: [UInt8], at offset: Int) -> ([Server.Completion], Int) {
        guard let cursor = Cursor(text, offset: offset) else { return ([], offset) }
        let path = cursor.containers
        switch (cursor.isKey, path.count) {
        case (true, 1):
            return (keys.map { Server.Completion(label: $0.key, kind: Server.Completion.property, documentation: $0.meaning) },
                    cursor.stringStart)
        case (true, 2) where path[1] == "rules":
            return (Rule.all.map { rule in
                Server.Completion(label: rule.id, kind: Server.Completion.enumMember, detail: rule.severity.rawValue,
                                  documentation: rule.summary)
            }, cursor.stringStart)
        case (false, 3) where path[1] == "rules":
            return (["off", "warning", "error"].map { Server.Completion(label: $0, kind: Server.Completion.value) },
                    cursor.stringStart)
        case (false, 2) where path[1] == "profiles" && cursor.inArray:
            return ([Server.Completion(label: "iask", kind: Server.Completion.value,
                                       documentation: "InAppSettingsKit: its *.inApp.plist pages and schema.")], cursor.stringStart)
        default:
            return ([], offset)
        }
    }

    /// Where the cursor is: inside a string (a key or a value), and the members leading to it.
    struct Cursor {
        /// The key of each open object member down to the string ("" for the top object).
        var containers: [String] = []
        var isKey = false
        var inArray = false
        /// The offset after the string's opening quote.
        var stringStart = 0

        init?(_ text: [UInt8], offset: Int) {
            // Each open container: whether it is an object, the key of the member being read in it.
            var stack: [(isObject: Bool, key: String)] = []
            var expectingKey = false
            var lastString = ""
            var index = 0
            while index < min(offset, text.count) {
                let byte = text[index]
                switch byte {
                case UInt8(ascii: "{"):
                    stack.append((true, ""))
                    expectingKey = true
                case UInt8(ascii: "["):
                    stack.append((false, ""))
                    expectingKey = false
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    _ = stack.popLast()
                    expectingKey = false
                case UInt8(ascii: ","):
                    expectingKey = stack.last?.isObject ?? false
                case UInt8(ascii: ":"):
                    if !stack.isEmpty { stack[stack.count - 1].key = lastString }
                    expectingKey = false
                case UInt8(ascii: "\""):
                    let start = index + 1
                    var end = start
                    while end < text.count, text[end] != UInt8(ascii: "\""), text[end] != 10 {
                        end += text[end] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    let closed = end < text.count && text[end] == UInt8(ascii: "\"")
                    if offset <= end || !closed {
                        // The cursor is in this string (or the string is still open at the cursor).
                        isKey = expectingKey
                        inArray = !(stack.last?.isObject ?? true)
                        stringStart = start
                        let keys = stack.map(\.key)
                        containers = [""] + (isKey || inArray ? keys.dropLast() : keys[...])
                        return
                    }
                    lastString = String(decoding: text[start..<end], as: UTF8.self)
                    index = end
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
