import PropertyList

/// One self-contained page that looks like an iOS grouped settings list, light and dark.
///
/// Nothing on the page can reach the network or run: no URL anywhere, no script, a Content-Security-
/// Policy (first in `<head>`) of `default-src 'none'` that admits only the inline style sheet by its
/// hash, and every text from the definition escaped.
public struct HTMLRenderer: ScreenRenderer {
    public let title: String
    public let language: String

    /// `language` is a BCP 47 tag for `<html lang>`; `title` is the page's title.
    public init(title: String = "Settings", language: String = "en") {
        self.title = title
        self.language = language
    }

    /// The page's frame: the shared head with the one inline style sheet.
    private var document: HTMLDocument {
        HTMLDocument(title: title, language: language, styleSheets: [HTMLStyleSheet.sheet])
    }

    public func prologue() -> String {
        document.head() + "<main>\n<h1>\(HTMLText.escape(title))</h1>\n"
    }

    public func epilogue() -> String {
        HTMLDocument.end
    }

    public func append(_ section: SettingsSection, index: Int, states: SwitchStates, to output: inout [UInt8]) {
        output += render(section, index: index, states: states).utf8
    }

    /// One section's text.
    public func render(_ section: SettingsSection, index: Int, states: SwitchStates) -> String {
        let id = "s\(index + 1)"
        var html = section.title == nil ? "<section>\n" : "<section aria-labelledby=\"\(id)\">\n"
        if let title = section.title {
            html += "<h2 id=\"\(id)\">\(HTMLText.escape(title))</h2>\n"
        }
        html += "<ul>\n"
        for (offset, row) in section.rows.enumerated() {
            html += self.row(row, id: "\(id)r\(offset + 1)", states: states)
        }
        html += "</ul>\n"
        if let footer = section.footer {
            html += "<p class=\"footer\">\(HTMLText.escape(footer))</p>\n"
        }
        return html + "</section>\n"
    }

    private func row(_ row: SettingsRow, id: String, states: SwitchStates) -> String {
        let title = HTMLText.escape(row.title)
        let detail = row.cellType.showsDetail ? row.detail.map { "<span class=\"detail\">\(HTMLText.escape($0))</span>" } ?? "" : ""
        switch row.cellType {
        case .basic:
            return "<li class=\"basic\"><span class=\"title\">\(title)</span>\(detail)</li>\n"
        case .detail:
            return "<li class=\"disclosure\"><span class=\"title\">\(title)</span>\(detail)"
                + "<span class=\"chevron\" aria-hidden=\"true\"></span></li>\n"
        case .switch:
            let checked = states.isOn(row) ? "true" : "false"
            return "<li class=\"switch\"><span class=\"title\" id=\"\(id)\">\(title)</span>"
                + "<button type=\"button\" role=\"switch\" aria-checked=\"\(checked)\" aria-labelledby=\"\(id)\"></button></li>\n"
        case .blueButton:
            return "<li class=\"button blue\"><button type=\"button\">\(title)</button></li>\n"
        case .redButton:
            return "<li class=\"button red\"><button type=\"button\">\(title)</button></li>\n"
        }
    }

    /// A `lang` for content in these texts: Korean, Japanese or Chinese when their scripts appear, else
    /// English (the texts decide, not the machine's locale). `render` looks at the first 200 texts.
    public static func language(of texts: [String]) -> String {
        var hangul = 0, kana = 0, han = 0
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: hangul += 1
                case 0x3040...0x30FF: kana += 1
                case 0x4E00...0x9FFF: han += 1
                default: break
                }
            }
        }
        if hangul > 0 && hangul >= kana { return "ko" }
        if kana > 0 { return "ja" }
        if han > 0 { return "zh" }
        return "en"
    }
}
