import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Golden files for every renderer, on the sample and on fixtures made to break layouts and escaping.
@Suite("Renderers")
struct RenderTests {
    static let fixtures = ["Samples/Settings.plist", "Tests/Fixtures/render/tricky.plist", "Tests/Fixtures/render/injection.plist"]

    static func screen(_ path: String) -> SettingsScreen {
        let bytes = [UInt8]((try? Data(contentsOf: Golden.root.appendingPathComponent(path))) ?? Data())
        let (screen, report) = DefinitionCompiler.compileScreen(SourceFile(bytes: bytes, displayName: path))
        #expect(!report.hasErrors, "\(path): \(report.diagnostics.map(\.message))")
        return screen
    }

    static func name(_ path: String) -> String {
        String(path.split(separator: "/").last!.dropLast(".plist".count)).lowercased()
    }

    @Test(arguments: fixtures)
    func textAtEveryWidth(_ path: String) {
        for width in [20, 40, 60, 80] {
            Golden.check(TextRenderer(width: width).render(Self.screen(path)), "render/\(Self.name(path))-\(width).txt")
        }
    }

    @Test(arguments: fixtures)
    func everyBoxLineIsExactlyTheWidth(_ path: String) {
        let screen = Self.screen(path)
        for width in [16, 17, 20, 21, 33, 40, 59, 60, 80, 120] {
            for ascii in [false, true] {
                let lines = TextRenderer(width: width, ascii: ascii).render(screen).split(separator: "\n")
                let boxLines = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("╭") || $0.hasPrefix("├") || $0.hasPrefix("╰")
                    || $0.hasPrefix("|") || $0.hasPrefix("+") }
                #expect(!boxLines.isEmpty)
                for line in boxLines {
                    #expect(DisplayWidth.of(line) == width, "width \(width) ascii \(ascii): '\(line)'")
                }
                for line in lines {
                    #expect(DisplayWidth.of(line) <= width, "width \(width): '\(line)'")
                }
            }
        }
    }

    @Test func asciiDrawsOnlyASCII() {
        let output = TextRenderer(width: 40, ascii: true).render(Self.screen("Samples/Settings.plist"))
        Golden.check(output, "render/settings-ascii-40.txt")
        // Everything settingsc draws is ASCII; only the definition's own texts (Korean here) are not.
        #expect(!output.unicodeScalars.contains { "…›─│╭╮╰╯├┤".unicodeScalars.contains($0) })
        let english = output.split(separator: "\n").filter { $0.contains("Push notifications") }
        #expect(english.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func colourMarksStatesAndButtons() {
        let output = TextRenderer(width: 60, style: TerminalStyle(enabled: true)).render(Self.screen("Samples/Settings.plist"))
        Golden.check(output, "render/settings-colour-60.txt")
        #expect(output.contains("\u{1B}[1;32m[ ON]\u{1B}[0m"))
        #expect(output.contains("\u{1B}[1;31m[ 회원탈퇴 Delete account ]\u{1B}[0m"))
        #expect(output.contains("\u{1B}[1;34m[ 로그아웃 Log out ]\u{1B}[0m"))
    }

    @Test func storedStatesOverrideDefaults() {
        let output = TextRenderer(width: 60).render(Self.screen("Samples/Settings.plist"),
                                                    states: SwitchStates(stored: ["autoLogin": false, "doNotDisturb": true]))
        #expect(output.contains("자동 로그인                                        [OFF]"))
        #expect(output.contains("방해 금지 모드                                     [ ON]"))
    }

    @Test(arguments: fixtures)
    func html(_ path: String) {
        let screen = Self.screen(path)
        let texts = screen.sections.flatMap { [$0.title ?? ""] + $0.rows.map(\.title) }
        let output = HTMLRenderer(language: HTMLRenderer.language(of: texts)).render(screen)
        Golden.check(output, "render/\(Self.name(path)).html")
        #expect(!output.contains("<script"))
        #expect(!output.contains("<img"))
        #expect(!output.contains("http://") && !output.contains("https://") || path.contains("injection"))
    }

    @Test func htmlEscapesEveryText() {
        let output = HTMLRenderer().render(Self.screen("Tests/Fixtures/render/injection.plist"))
        #expect(output.contains("&lt;script&gt;alert(1)&lt;/script&gt; section"))
        #expect(output.contains("&quot;&gt;&lt;img src=x onerror=alert(2)&gt; title"))
        // Only markup settingsc wrote: the tags it uses and nothing else.
        let tags = Set(output.split(separator: "<").dropFirst().map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" } })
        #expect(tags.isSubset(of: ["!DOCTYPE", "html", "/html", "head", "/head", "meta", "title", "/title", "style", "/style",
                                   "body", "/body", "main", "/main", "h1", "/h1", "section", "/section", "h2", "/h2", "ul",
                                   "/ul", "li", "/li", "span", "/span", "button", "/button", "p", "/p"]), "\(tags)")
    }

    @Test func htmlPolicyComesFirstAndAdmitsOnlyTheStyleSheet() throws {
        let output = HTMLRenderer().render(Self.screen("Samples/Settings.plist"))
        let head = try #require(output.range(of: "<head>\n"))
        #expect(output[head.upperBound...].hasPrefix("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; style-src &#39;sha256-"))
        // The hash in the policy is the SHA-256 of the style element's text, computed here independently.
        let css = try #require(output.split(separator: "<style>").last?.split(separator: "</style>").first)
        #expect(output.contains("sha256-\(try StyleSheetHash.of(css))"), "run scripts/hash-stylesheet.py after editing the CSS")
    }

    @Test func htmlLanguageFollowsTheTexts() {
        #expect(HTMLRenderer.language(of: ["설정", "Wi-Fi"]) == "ko")
        #expect(HTMLRenderer.language(of: ["設定", "通知を受け取る"]) == "ja")
        #expect(HTMLRenderer.language(of: ["设置"]) == "zh")
        #expect(HTMLRenderer.language(of: ["Settings"]) == "en")
    }

    @Test(arguments: fixtures)
    func json(_ path: String) throws {
        let output = JSONRenderer().render(Self.screen(path))
        Golden.check(output, "render/\(Self.name(path)).json")
        #expect(try JSONSerialization.jsonObject(with: Data(output.utf8)) is [String: Any])
    }

    @Test func jsonOfAnEmptyScreenIsValid() throws {
        let output = JSONRenderer().render(SettingsScreen(sections: []))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect((object["sections"] as? [Any])?.isEmpty == true)
    }
}
