import Foundation
import Testing

/// Definitions that declare a legacy encoding (EUC-KR, Shift_JIS, windows-1252, KOI8-R) are read with
/// their texts intact, also where glibc's iconv modules are missing (a minimal container; a static
/// binary on a system whose glibc is not the one it was linked with): libxml2 then converts with ICU,
/// which the static binary carries (docs/performance.md: what ICU costs). The second half hides the
/// modules in a mount namespace of its own, and is skipped where one cannot be made (not root).
@Suite("declared legacy encodings")
struct LegacyEncodingTests {
    static let cases = [("EUC-KR", "계정", "자동 로그인"), ("Shift_JIS", "アカウント", "自動ログイン"),
                        ("windows-1252", "Café", "Crème “brûlée”"), ("KOI8-R", "Учётная запись", "Автовход")]
    static let gconv = "/usr/lib/x86_64-linux-gnu/gconv"

    private static func file(_ encoding: String) -> String {
        Settingsc.root.appendingPathComponent("Tests/Fixtures/encodings/\(encoding).plist").path
    }

    @Test func theirTextsAreRead() throws {
        for (encoding, section, row) in Self.cases {
            let result = try Settingsc.run(["render", "--format", "json", Self.file(encoding)])
            #expect(result.status == 0, "\(encoding): \(result.stderr)")
            #expect(result.stdout.contains("\"title\": \"\(section)\""), "\(encoding): \(result.stdout)")
            #expect(result.stdout.contains("\"title\": \"\(row)\""), "\(encoding)")
        }
    }

    @Test func theyAreReadWithoutIconvModules() throws {
        guard FileManager.default.fileExists(atPath: Self.gconv),
              (try? Tools.run(["unshare", "-m", "true"]))?.status == 0 else { return }
        let empty = try Settingsc.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        for (encoding, section, _) in Self.cases {
            let script = "mount --bind \(empty.path) \(Self.gconv) && ls -A \(Self.gconv) | wc -l && "
                + "\"$0\" render --format json \"$1\""
            let result = try Tools.run(["unshare", "-m", "sh", "-c", script, Settingsc.binary.path, Self.file(encoding)])
            #expect(result.status == 0, "\(encoding): \(result.error)")
            #expect(result.output.hasPrefix("0\n"), "the modules are hidden")
            #expect(result.output.contains("\"title\": \"\(section)\""), "\(encoding): \(result.output)\(result.error)")
        }
    }
}
