import PropertyList
import Foundation
import SettingsCompiler
import Testing

/// Golden files for the bundle previews (text, HTML, JSON × English, Korean and Arabic) on a bundle with
/// every specifier kind, and the promises every text rendering keeps: widths, ASCII, no secret, no
/// control character.
@Suite("Bundle renderers")
struct BundleRenderTests {
    static let languages: [String?] = [nil, "ko", "ar"]

    private func text(_ preview: BundlePreview, page: String = "Root", width: Int = 60, ascii: Bool = false,
                      colour: Bool = false) -> String {
        BundleTextRenderer(width: width, style: TerminalStyle(enabled: colour), ascii: ascii)
            .render(preview.page(named: page)!, of: preview)
    }

    @Test(arguments: ["en", "ko"])
    func goldenFilesInEveryFormat(_ language: String) throws {
        let preview = PreviewFixture.preview(language: language)
        Golden.check(text(preview), "render/bundle-\(language).txt")
        Golden.check(text(preview, page: "Privacy", width: 40), "render/bundle-\(language)-privacy-40.txt")
        Golden.check(BundleHTMLRenderer().render(preview), "render/bundle-\(language).html")
        let json = PreviewFixture.relative(BundleJSONRenderer().render(preview, bundlePath: PreviewFixture.everyKind,
                                                                       pages: preview.pages))
        Golden.check(json, "render/bundle-\(language).json")
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test func rightToLeftKeepsTheBoxAndMirrorsThePage() {
        let preview = PreviewFixture.preview(language: "ar")
        Golden.check(text(preview, width: 40), "render/bundle-ar-40.txt")
        let html = BundleHTMLRenderer().render(preview)
        Golden.check(html, "render/bundle-ar.html")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\" dir=\"rtl\">\n"))
        #expect(BundleHTMLRenderer().render(PreviewFixture.preview(language: "ko")).contains("<html lang=\"ko\">\n"))
        #expect(HTMLDocument.isRightToLeft("he-IL") && HTMLDocument.isRightToLeft("fa") && !HTMLDocument.isRightToLeft("en"))
    }

    @Test func asciiAndColour() {
        let preview = PreviewFixture.preview(language: "ko")
        let ascii = text(preview, width: 40, ascii: true)
        Golden.check(ascii, "render/bundle-ko-ascii-40.txt")
        // Everything settingsc draws is ASCII; the bundle's own texts (Korean, emoji) are not.
        #expect(!ascii.unicodeScalars.contains { "…›─│╭╮╰╯├┤✓•━●·".unicodeScalars.contains($0) })
        #expect(ascii.contains("| 10 ================o------------ 200 |"))
        let colour = text(preview, colour: true)
        Golden.check(colour, "render/bundle-ko-colour.txt")
        #expect(colour.contains("\u{1B}[1;32m[ ON]\u{1B}[0m") && colour.contains("\u{1B}[1;34m✓\u{1B}[0m"))
        #expect(!text(preview).contains("\u{1B}"))
    }

    @Test(arguments: languages)
    func everyBoxLineIsExactlyTheWidth(_ language: String?) {
        for path in [PreviewFixture.everyKind, PreviewFixture.injection] {
            let preview = PreviewFixture.preview(path, language: language)
            for page in preview.pages {
                for width in [16, 17, 20, 21, 33, 40, 59, 60, 80, 120] {
                    for ascii in [false, true] {
                        let lines = text(preview, page: page.name, width: width, ascii: ascii).split(separator: "\n")
                        let box = lines.filter { "│╭├╰|+".contains($0.first!) }
                        #expect(!box.isEmpty || page.groups.allSatisfy(\.items.isEmpty), "\(page.name)")
                        for line in box {
                            #expect(DisplayWidth.of(line) == width, "\(page.name) width \(width) ascii \(ascii): '\(line)'")
                        }
                        for line in lines {
                            #expect(DisplayWidth.of(line) <= width, "\(page.name) width \(width): '\(line)'")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: languages)
    func aSecureValueAppearsInNoRendering(_ language: String?) {
        for path in [PreviewFixture.everyKind, PreviewFixture.injection] {
            for stored in [true, false] {
                let preview = PreviewFixture.preview(path, language: language, stored: stored)
                var outputs = [BundleHTMLRenderer().render(preview),
                               BundleJSONRenderer().render(preview, bundlePath: path, pages: preview.pages)]
                outputs += preview.pages.map { text(preview, page: $0.name) }
                for output in outputs {
                    #expect(!output.contains("SECRET"), "\(path) \(language ?? "-") stored \(stored)")
                }
                #expect(outputs[0].contains("•••") && outputs[1].contains("\"secure\": true, \"display\": \"•••\""))
            }
        }
    }

    @Test func controlCharactersAreNeutralised() {
        let preview = PreviewFixture.preview(PreviewFixture.injection)
        let output = text(preview)
        #expect(output.contains("Red �[31m alert �]0;pwned� �reversed� end"))
        #expect(!output.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) })
        #expect(!BundleHTMLRenderer().render(preview).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        let json = BundleJSONRenderer().render(preview, bundlePath: "b", pages: preview.pages)
        // Escaped as every JSON settingsc writes escapes a control character (lowercase hex).
        #expect(json.contains("Red \\u001b[31m alert \\u001b]0;pwned\\u0007"))
    }

    @Test func whatThePreviewResolves() throws {
        let preview = PreviewFixture.preview(language: "en")
        #expect(preview.pages.map(\.name) == ["Root", "Privacy", "Licenses/Acknowledgements"])
        #expect(preview.pages.map(\.parent) == [nil, "Root", "Root"])
        let root = preview.pages[0]
        // Rows before any group form a group of their own; a radio group shares its group with what follows.
        #expect(root.groups.map(\.title) == [nil, "General", nil, "Sort albums by", "About"])
        let radio = root.groups[3].items
        #expect(radio.map(\.type) == [.radioGroup, .toggleSwitch])
        guard case .radioGroup(let choices) = radio[0].display else { Issue.record("not a radio group"); return }
        #expect(choices.map(\.title) == ["Album size", "Name", "Newest first"])
        #expect(choices.map(\.isSelected) == [false, true, false])
        // Not shown on a phone: the Pad-only toggle and InAppSettingsKit's button.
        #expect(root.hidden.map(\.reason) == [.device, .inAppOnly])
        #expect(root.hidden.map(\.specifierType) == ["PSToggleSwitchSpecifier", "IASKButtonSpecifier"])
        // A stored value that is none of Values shows no title.
        let trash = try #require(preview.page(named: "Privacy")?.groups[0].items[1])
        #expect(trash.value == .integer(PlistInteger(Int64(9))))
        #expect(trash.display == .multiValue(shown: nil, choices: [
            PreviewChoice(title: "7 days", value: .integer(PlistInteger(Int64(7))), isSelected: false),
            PreviewChoice(title: "30 days", value: .integer(PlistInteger(Int64(30))), isSelected: false),
            PreviewChoice(title: "Forever", value: .integer(PlistInteger(Int64(-1))), isSelected: false)]))
    }

    @Test func anIPadShowsItsVariantAndItsRows() throws {
        let pad = PreviewFixture.preview(language: "ko", device: .pad)
        let root = try #require(pad.pages.first)
        #expect(root.fileName.hasSuffix("every-kind/Settings.bundle/Root~ipad.plist"))
        #expect(text(pad).contains("│ 격자 보기                                          [ ON] │"))
        #expect(text(pad).hasPrefix("Settings                                           iPad · ko\n"))
        #expect(pad.pages.map(\.name) == ["Root", "Privacy", "Licenses/Acknowledgements"])
        #expect(pad.pages[2].parent == nil)
    }

    @Test func theSliderKnobSitsBetweenItsBounds() throws {
        let bundle = PreviewFixture.bundle(PreviewFixture.everyKind)
        let slider = try #require(bundle.pages[0].specifiers.first { $0.key?.name == "thumbnailSize" })
        let knobs = [5, 10, 105, 200, 400].map { stored in
            let values = BundleValues(stored: ["thumbnailSize": .integer(PlistInteger(Int64(stored)))])
            let preview = BundlePreview(PreviewSelection(bundle: bundle), values: values)
            let line = BundleTextRenderer(width: 40).render(preview.pages[0], of: preview).split(separator: "\n")
                .first { $0.contains("●") }!
            return line.unicodeScalars.map(String.init).firstIndex(of: "●")!
        }
        #expect(slider.location.line > 0)
        // Below the minimum and above the maximum the knob stays at the ends; the middle is the middle.
        #expect(knobs == [5, 5, 19, 33, 33])
    }
}
