import PropertyList

/// `--format html`: one self-contained page, each page of the definition as two lists side by side (the
/// old version, the new one), the rows that changed marked (added, removed, changed, moved or renamed,
/// a breaking change's reason under it). Every text escaped; the same Content-Security-Policy as the
/// previews (nothing from the network, no script) with a style sheet of its own.
struct DiffHTMLFormatter {
    func format(_ report: DiffReport, compared: [(old: DiffSide, new: DiffSide)]) -> String {
        let document = HTMLDocument(title: "Settings changes", language: "en", styleSheets: [DiffStyleSheet.sheet])
        var html = document.head() + "<main>\n<h1>Settings changes: \(HTMLText.escape(DiffFormatter.summary(report)))</h1>\n"
        // The changes of each item, by page and item.
        var marks: [String: [DiffChange]] = [:]
        for change in report.changes {
            marks[change.page + "\u{0}" + change.item, default: []].append(change)
            // A renamed item is named by its old key on the old side.
            if change.kind == .renamed, let old = change.old { marks[change.page + "\u{0}" + old, default: []].append(change) }
        }
        for (old, new) in compared {
            var names = new.pages.map(\.name)
            names += old.pages.map(\.name).filter { !names.contains($0) }
            for name in names {
                let before = old.pages.first { $0.name == name }
                let after = new.pages.first { $0.name == name }
                guard before == nil || after == nil || report.pages.contains(where: { $0.name == name && !$0.changes.isEmpty })
                else { continue }
                html += "<section>\n<h2>\(HTMLText.escape(name))</h2>\n<div class=\"sides\">\n"
                html += side("Before", before, page: name, marks: marks, old: true)
                html += side("After", after, page: name, marks: marks, old: false)
                html += "</div>\n</section>\n"
            }
        }
        if report.isEmpty { html += "<p class=\"empty\">No changes.</p>\n" }
        return html + HTMLDocument.end
    }

    private func side(_ heading: String, _ page: DiffPage?, page name: String, marks: [String: [DiffChange]], old: Bool) -> String {
        var html = "<div class=\"side\">\n<h3>\(heading)</h3>\n"
        guard let page else { return html + "<p class=\"empty\">No such page.</p>\n</div>\n" }
        html += "<ul>\n"
        for item in page.items {
            let changes = (marks[name + "\u{0}" + item.name] ?? []).filter { old ? $0.kind != .added : $0.kind != .removed }
            var classes = item.isGroup ? ["group"] : []
            if let first = changes.first { classes.append(first.kind.rawValue) }
            let mark = changes.first.map { "<span class=\"mark\">\(DiffFormatter.mark($0.kind))</span>" } ?? ""
            let value = item.attribute("DefaultValue") ?? item.attribute("File") ?? item.attribute("Detail") ?? ""
            html += "<li" + (classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"") + "><span>\(mark)"
                + HTMLText.escape(item.title ?? item.name) + changes.compactMap { change in
                    change.breakingReason.map { "<span class=\"breaking\">breaking: \(HTMLText.escape($0))</span>" }
                }.joined() + "</span><span class=\"value\">\(HTMLText.escape(value))</span></li>\n"
        }
        return html + "</ul>\n</div>\n"
    }
}
