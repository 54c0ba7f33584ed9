import Diagnostics
import PropertyList
import Foundation
import SettingsCompiler
import TestSupport

/// A Settings bundle written to a fresh temporary directory from marked sources (1️⃣, 2️⃣, … as in
/// `MarkedText`; markers are unique across the bundle's files), compiled, and removed again.
struct TemporaryBundle {
    let directory: String
    /// Marker → (file relative to the bundle, line:column).
    private(set) var markers: [Character: (file: String, location: SourceLocation)] = [:]

    init(_ files: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("settingsc-bundle-\(UUID().uuidString)/Settings.bundle")
        directory = base.path
        for (name, marked) in files {
            let source = MarkedText(marked)
            for (marker, location) in source.locations { markers[marker] = (name, location) }
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.text.utf8).write(to: url)
        }
    }

    /// Writes raw bytes (a UTF-16 table, an image) without markers.
    func write(_ bytes: [UInt8], to name: String) throws {
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func compile() -> Compilation {
        DefinitionCompiler.compile(path: directory)
    }

    /// `FILE:LINE:COL [rule] message` for every diagnostic (and `… note: message` for notes), FILE
    /// relative to the bundle.
    func lines(_ compilation: Compilation) -> [String] {
        compilation.reports.flatMap { report in
            report.diagnostics.flatMap { diagnostic in
                ["\(relative(report.file.displayName)):\(diagnostic.location) [\(diagnostic.rule.id)] \(diagnostic.message)"]
                    + diagnostic.notes.map { note in
                        "\(relative((note.file ?? report.file).displayName)):\(note.location) note: \(note.message)"
                    }
            }
        }
    }

    /// The expected line for a marker.
    func line(_ marker: Character, _ rule: Rule, _ message: String) -> String {
        let place = markers[marker]!
        return "\(place.file):\(place.location) [\(rule.id)] \(message)"
    }

    func note(_ marker: Character, _ message: String) -> String {
        let place = markers[marker]!
        return "\(place.file):\(place.location) note: \(message)"
    }

    private func relative(_ path: String) -> String {
        path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: directory).deletingLastPathComponent().path)
    }
}

/// A bundle page: `PreferenceSpecifiers` holding `items`, then `extra` page keys.
func page(_ items: String, extra: String = "") -> String {
    plist("<dict>\n<key>PreferenceSpecifiers</key>\n<array>\n\(items)\n</array>\(extra)\n</dict>")
}

/// A specifier dict of `type` with raw `keys` XML.
func specifier(_ type: String, _ keys: String) -> String {
    "<dict><key>Type</key><string>\(type)</string>\(keys)</dict>"
}
