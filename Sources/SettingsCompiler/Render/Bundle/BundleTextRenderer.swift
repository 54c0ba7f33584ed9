import PropertyList

/// A page of a Settings bundle as a terminal shows it: a heading (the way to the page, and the device
/// and language previewed), then each group — its header, its rows in a box, its footer — as the
/// Settings app lays them out. Every box line is exactly `width` display columns, as in `TextRenderer`.
public struct BundleTextRenderer: Sendable {
    /// The box every group is drawn in: the width, colours and glyphs of the rendering.
    public let box: TextBox

    public init(width: Int = 60, style: TerminalStyle = TerminalStyle(enabled: false), ascii: Bool = false) {
        box = TextBox(width: width, style: style, ascii: ascii)
    }

    private var width: Int { box.width }
    private var style: TerminalStyle { box.style }

    /// `page` of `preview` (its first page unless `--pane` names another).
    public func render(_ page: PreviewPage, of preview: BundlePreview) -> String {
        var lines = [heading(page, of: preview, box: box)]
        for group in page.groups {
            lines.append("")
            if let title = group.title { lines.append(box.heading(title)) }
            let rows = group.items.flatMap { self.rows(of: $0, in: group, box: box) }
            if !rows.isEmpty {
                lines.append(box.top())
                for (offset, row) in rows.enumerated() {
                    if offset > 0 { lines.append(box.separator()) }
                    lines.append(box.line(row))
                }
                lines.append(box.bottom())
            }
            if let footer = group.footer {
                // Footers (licence texts) often have paragraphs: each line of the text wraps on its own.
                for paragraph in footer.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                    lines += paragraph.isEmpty ? [""] : box.footer(String(paragraph))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Settings › Advanced` at the left (bold), `iPhone · ko` at the right (dim); the left part is cut
    /// first, and the right part left out when there is no room for both.
    private func heading(_ page: PreviewPage, of preview: BundlePreview, box: TextBox) -> String {
        var path = [page.title]
        var parent = page.parent
        while let name = parent, let above = preview.page(named: name), path.count <= preview.pages.count {
            path.insert(above.title, at: 0)
            parent = above.parent
        }
        let left = TerminalText.printable(path.joined(separator: " \(box.glyphs.chevron) "))
        let right = ([preview.device.deviceName] + (preview.language.map { [TerminalText.printable($0)] } ?? []))
            .joined(separator: " \(box.glyphs.dot) ")
        let room = width - DisplayWidth.of(right) - 1
        guard room >= min(DisplayWidth.of(left), 8) else {
            return style.bold(TerminalText.truncate(left, to: width, ellipsis: box.glyphs.ellipsis))
        }
        let shown = TerminalText.truncate(left, to: room, ellipsis: box.glyphs.ellipsis)
        return style.bold(shown) + String(repeating: " ", count: width - DisplayWidth.of(shown) - DisplayWidth.of(right))
            + style.dim(right)
    }

    /// The content of an item's rows (a radio group has one per choice), each `box.inner` columns.
    private func rows(of item: PreviewItem, in group: PreviewGroup, box: TextBox) -> [String] {
        let title = item.title ?? ""
        let chevron = (box.glyphs.chevron, style.dim(box.glyphs.chevron))
        switch item.display {
        case .toggle(let isOn):
            let state = box.switchState(isOn)
            return [box.row(title: title, accessory: state.text, paintedAccessory: state.painted)]
        case .slider(let value, let minimum, let maximum):
            return [slider(value, minimum, maximum, box: box)]
        case .titleValue(let text):
            return [box.row(title: title, detail: text)]
        case .textField(let text):
            return [item.title == nil ? box.row(title: text) : box.row(title: title, detail: text)]
        case .secureTextField(let isEmpty):
            let bullets = isEmpty ? "" : box.glyphs.secure
            return [item.title == nil ? box.row(title: bullets) : box.row(title: title, detail: bullets)]
        case .multiValue(let shown, _):
            return [box.row(title: title, detail: shown ?? "", accessory: chevron.0, paintedAccessory: chevron.1)]
        case .radioGroup(let choices):
            return choices.map { choice in
                choice.isSelected
                    ? box.row(title: choice.title, accessory: box.glyphs.check, paintedAccessory: style.blue(box.glyphs.check))
                    : box.row(title: choice.title)
            }
        case .childPane:
            return [box.row(title: title, accessory: chevron.0, paintedAccessory: chevron.1)]
        }
    }

    /// `0 ━━━━━━━━●──── 1`: the track filled up to the knob, between the bounds (left out when the box is
    /// too narrow for them).
    private func slider(_ value: Double, _ minimum: Double, _ maximum: Double, box: TextBox) -> String {
        let low = PlistText.number(minimum), high = PlistText.number(maximum)
        var track = box.inner - DisplayWidth.of(low) - DisplayWidth.of(high) - 2
        let labelled = track >= 5
        if !labelled { track = box.inner }
        let knob = Int((PreviewItem.fraction(value: value, minimum: minimum, maximum: maximum) * Double(track - 1)).rounded())
        let g = box.glyphs
        let bar = style.blue(String(repeating: g.trackFilled, count: knob)) + style.blue(g.knob)
            + style.dim(String(repeating: g.trackEmpty, count: track - knob - 1))
        return labelled ? style.dim(low) + " " + bar + " " + style.dim(high) : bar
    }
}
