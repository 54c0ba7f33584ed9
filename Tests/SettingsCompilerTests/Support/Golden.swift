import Diagnostics
import PropertyList
import Foundation
import Testing

/// Compares output with a file under Tests/SettingsCompilerTests/Golden; a mismatch names the first
/// line that differs. `SETTINGSC_UPDATE_GOLDEN=1 swift test` rewrites the files (review the diff).
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static let root = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SETTINGSC_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with SETTINGSC_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(a.count, e.count)
        let got = index < a.count ? String(a[index]) : "<end>"
        let want = index < e.count ? String(e[index]) : "<end>"
        Issue.record("\(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)",
                     sourceLocation: sourceLocation)
    }
}
