/// The screen as a terminal shows it: section titles, then each section's rows in a box exactly
/// `width` display columns wide (every line of it), footers under the box.
public struct TextRenderer: ScreenRenderer {
    /// The narrowest box that still fits a switch and a few letters of title.
    public static let minimumWidth = 16

    public let width: Int
    public let style: TerminalStyle
    public let ascii: Bool

    public init(width: Int = 60, style: TerminalStyle = TerminalStyle(enabled: false), ascii: Bool = false) {
        self.width = max(width, TextRenderer.minimumWidth)
        self.style = style
        self.ascii = ascii
    }

    private struct Glyphs {
        let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, leftTee, rightTee, chevron, ellipsis: String
    }

    private var glyphs: Glyphs {
        ascii
            ? Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                     leftTee: "+", rightTee: "+", chevron: ">", ellipsis: "...")
            : Glyphs(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
                     leftTee: "├", rightTee: "┤", chevron: "›", ellipsis: "…")
    }

    public func prologue() -> String { "" }
    public func epilogue() -> String { "" }

    public func render(_ section: SettingsSection, index: Int, states: SwitchStates) -> String {
        let g = glyphs
        var lines: [String] = []
        if index > 0 { lines.append("") }
        if let title = section.title {
            lines.append(style.bold(TerminalText.truncate(TerminalText.printable(title), to: width, ellipsis: g.ellipsis)))
        }
        let rule = String(repeating: g.horizontal, count: width - 2)
        lines.append(style.dim(g.topLeft + rule + g.topRight))
        for (offset, row) in section.rows.enumerated() {
            if offset > 0 { lines.append(style.dim(g.leftTee + rule + g.rightTee)) }
            lines.append(style.dim(g.vertical) + " " + content(of: row, states: states) + " " + style.dim(g.vertical))
        }
        lines.append(style.dim(g.bottomLeft + rule + g.bottomRight))
        if let footer = section.footer {
            for line in TerminalText.wrap(TerminalText.printable(footer), width: width) {
                lines.append(style.dim(line))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The inside of a row's line: exactly `width - 4` columns.
    private func content(of row: SettingsRow, states: SwitchStates) -> String {
        let inner = width - 4
        let title = TerminalText.printable(row.title)
        if row.cellType.isButton {
            let label = TerminalText.truncate(title, to: inner - 4, ellipsis: glyphs.ellipsis)
            let text = "[ " + label + " ]"
            let left = (inner - DisplayWidth.of(text)) / 2
            let right = inner - left - DisplayWidth.of(text)
            let painted = row.cellType == .redButton ? style.red(text) : style.blue(text)
            return String(repeating: " ", count: left) + painted + String(repeating: " ", count: right)
        }
        var accessory = ""
        var paintedAccessory = ""
        switch row.cellType {
        case .switch:
            let on = states.isOn(row)
            accessory = on ? "[ ON]" : "[OFF]"
            paintedAccessory = on ? style.green(accessory) : style.dim(accessory)
        case .detail:
            accessory = glyphs.chevron
            paintedAccessory = style.dim(accessory)
        default:
            break
        }
        let available = inner - (accessory.isEmpty ? 0 : DisplayWidth.of(accessory) + 1)
        var detail = row.cellType.showsDetail ? row.detail.map(TerminalText.printable) ?? "" : ""
        let titleWidth = DisplayWidth.of(title)
        var detailBudget = 0
        if !detail.isEmpty {
            // The title keeps at least two thirds of the line; the detail gets the rest it needs.
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
}
