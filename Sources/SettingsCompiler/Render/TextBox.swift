import PropertyList

/// The box a group of rows is drawn in, shared by both text renderings: every line of it — borders
/// and rows — exactly `width` display columns, texts from the definition made printable and cut to fit.
public struct TextBox: Sendable {
    public let width: Int
    public let style: TerminalStyle
    public let glyphs: TextGlyphs

    public init(width: Int, style: TerminalStyle, glyphs: TextGlyphs) {
        self.width = width
        self.style = style
        self.glyphs = glyphs
    }

    /// The box of a text rendering as `--width`, `--color` and `--ascii` ask for it; never narrower than
    /// `TextRenderer.minimumWidth`.
    public init(width: Int, style: TerminalStyle, ascii: Bool) {
        self.init(width: max(width, TextRenderer.minimumWidth), style: style, glyphs: .forASCII(ascii))
    }

    /// The columns of a row's content, between `│ ` and ` │`.
    public var inner: Int { width - 4 }

    private var rule: String { String(repeating: glyphs.horizontal, count: width - 2) }

    public func top() -> String { style.dim(glyphs.topLeft + rule + glyphs.topRight) }
    public func separator() -> String { style.dim(glyphs.leftTee + rule + glyphs.rightTee) }
    public func bottom() -> String { style.dim(glyphs.bottomLeft + rule + glyphs.bottomRight) }

    /// A row's line around `content`, which is exactly `inner` columns wide.
    public func line(_ content: String) -> String {
        style.dim(glyphs.vertical) + " " + content + " " + style.dim(glyphs.vertical)
    }

    /// A heading above a box (a group's title), bold and cut to the width.
    public func heading(_ text: String) -> String {
        style.bold(TerminalText.truncate(TerminalText.printable(text), to: width, ellipsis: glyphs.ellipsis))
    }

    /// A footer under a box, wrapped to the width and dimmed.
    public func footer(_ text: String) -> [String] {
        TerminalText.wrap(TerminalText.printable(text), width: width).map(style.dim)
    }

    /// Content `inner` columns wide: `title` at the left, then `detail` (dimmed) and `accessory` (drawn
    /// as `paintedAccessory`, one of settingsc's own symbols) at the right. The title keeps at least two
    /// thirds of the line; the detail gets the rest it needs; both are cut with `…` when too long.
    public func row(title: String, detail: String = "", accessory: String = "", paintedAccessory: String = "") -> String {
        let title = TerminalText.printable(title)
        let available = inner - (accessory.isEmpty ? 0 : DisplayWidth.of(accessory) + 1)
        var detail = TerminalText.printable(detail)
        let titleWidth = DisplayWidth.of(title)
        var detailBudget = 0
        if !detail.isEmpty {
            detailBudget = min(DisplayWidth.of(detail), max(0, available - min(titleWidth, available * 2 / 3) - 1))
            detail = TerminalText.truncate(detail, to: detailBudget, ellipsis: glyphs.ellipsis)
            detailBudget = DisplayWidth.of(detail)
        }
        let titleBudget = available - (detailBudget > 0 ? detailBudget + 1 : 0)
        let shownTitle = TerminalText.truncate(title, to: titleBudget, ellipsis: glyphs.ellipsis)
        var line = TerminalText.pad(shownTitle, to: titleBudget)
        if detailBudget > 0 { line += " " + style.dim(detail) }
        if !accessory.isEmpty { line += " " + paintedAccessory }
        return line
    }

    /// A switch's state as drawn at the right of its row, plain and painted (green when on).
    public func switchState(_ on: Bool) -> (text: String, painted: String) {
        on ? ("[ ON]", style.green("[ ON]")) : ("[OFF]", style.dim("[OFF]"))
    }
}
