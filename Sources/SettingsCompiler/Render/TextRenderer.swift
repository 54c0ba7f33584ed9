import PropertyList

/// The screen as a terminal shows it: section titles, then each section's rows in a box exactly
/// `width` display columns wide (every line of it), footers under the box.
public struct TextRenderer: ScreenRenderer {
    /// The narrowest box that still fits a switch and a few letters of title.
    public static let minimumWidth = 16

    /// The box every group is drawn in: the width, colours and glyphs of the rendering.
    public let box: TextBox

    public init(width: Int = 60, style: TerminalStyle = TerminalStyle(enabled: false), ascii: Bool = false) {
        box = TextBox(width: width, style: style, ascii: ascii)
    }

    private var width: Int { box.width }
    private var style: TerminalStyle { box.style }

    public func prologue() -> String { "" }
    public func epilogue() -> String { "" }

    public func append(_ section: SettingsSection, index: Int, states: SwitchStates, to output: inout [UInt8]) {
        output += render(section, index: index, states: states).utf8
    }

    /// One section's text.
    public func render(_ section: SettingsSection, index: Int, states: SwitchStates) -> String {
        var lines: [String] = []
        if index > 0 { lines.append("") }
        if let title = section.title {
            lines.append(box.heading(title))
        }
        lines.append(box.top())
        for (offset, row) in section.rows.enumerated() {
            if offset > 0 { lines.append(box.separator()) }
            lines.append(box.line(content(of: row, states: states, in: box)))
        }
        lines.append(box.bottom())
        if let footer = section.footer {
            lines += box.footer(footer)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The inside of a row's line: exactly `width - 4` columns.
    private func content(of row: SettingsRow, states: SwitchStates, in box: TextBox) -> String {
        if row.cellType.isButton {
            let label = TerminalText.truncate(TerminalText.printable(row.title), to: box.inner - 4, ellipsis: box.glyphs.ellipsis)
            let text = "[ " + label + " ]"
            let left = (box.inner - DisplayWidth.of(text)) / 2
            let right = box.inner - left - DisplayWidth.of(text)
            let painted = row.cellType == .redButton ? style.red(text) : style.blue(text)
            return String(repeating: " ", count: left) + painted + String(repeating: " ", count: right)
        }
        let detail = row.cellType.showsDetail ? row.detail ?? "" : ""
        switch row.cellType {
        case .switch:
            let state = box.switchState(states.isOn(row))
            return box.row(title: row.title, detail: detail, accessory: state.text, paintedAccessory: state.painted)
        case .detail:
            return box.row(title: row.title, detail: detail, accessory: box.glyphs.chevron,
                           paintedAccessory: style.dim(box.glyphs.chevron))
        default:
            return box.row(title: row.title, detail: detail)
        }
    }
}
