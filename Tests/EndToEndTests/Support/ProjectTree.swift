import Foundation
import Testing

/// A project in a temporary folder, written file by file by a test: bundles, definitions,
/// configurations. `settingsc` runs in its root; `remove()` deletes it.
struct ProjectTree {
    let root: URL

    /// Writes `files` (path relative to the root → text) into a fresh folder.
    init(_ files: [String: String] = [:]) throws {
        root = try Settingsc.temporaryDirectory()
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ bytes: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }

    /// Runs settingsc in the root (or in `directory` below it).
    @discardableResult
    func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]) throws -> Settingsc.Result {
        try Settingsc.run(arguments, environment: environment,
                          directory: directory.map { root.appendingPathComponent($0) } ?? root)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    // MARK: Pieces of projects

    static func group(_ title: String) -> String {
        "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\(title)</string></dict>"
    }

    static func toggle(_ key: String, _ title: String, extra: String = "") -> String {
        "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(title)</string>"
            + "<key>Key</key><string>\(key)</string><key>DefaultValue</key><true/>\(extra)</dict>"
    }

    /// A bundle at `path` whose Root.plist holds `specifiers` and whose German table translates `translated`.
    static func bundle(_ path: String, _ specifiers: [String], translated: [String: String]) -> [String: String] {
        let page = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>StringsTable</key><string>Root</string>\n\t<key>PreferenceSpecifiers</key><array>\n"
            + specifiers.map { "\t\t" + $0 + "\n" }.joined() + "\t</array>\n</dict>\n</plist>\n"
        // An empty table is refused by the device's parser: a table with nothing yet holds a comment.
        let strings = translated.isEmpty ? "/* Nothing translated yet. */\n"
            : translated.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
        return ["\(path)/Root.plist": page, "\(path)/de.lproj/Root.strings": strings]
    }

    /// A cell-style definition with one section holding one switch row (valid, silent).
    static let cellStyle = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <array>
        \t<dict>
        \t\t<key>SectionTitle</key><string>General</string>
        \t\t<key>Data</key><array>
        \t\t\t<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Wi-Fi</string></dict>
        \t\t</array>
        \t</dict>
        </array>
        </plist>

        """
}
