import PropertyList

/// Writes the pages of `BundleHTMLRenderer`, giving every element it links to a unique `id`: pages
/// `page-<name>` (letters, digits, `-` and `_` kept, anything else `-`), titles `tN`, headers `gN`.
struct BundleHTMLWriter {
    let preview: BundlePreview
    private(set) var html = ""
    /// Page ids by page name, taken up front so that links can point forward.
    private var pageIDs: [String: String] = [:]
    private var taken: Set<String> = []
    private var counter = 0
    /// The page being written, and the lists of choices its multi-values open (written after it).
    private var pageID = ""
    private var choicePages: [(id: String, item: PreviewItem, choices: [PreviewChoice])] = []

    init(preview: BundlePreview) {
        self.preview = preview
        for page in preview.pages { pageIDs[page.name] = unique("page-" + Self.slug(page.name)) }
    }

    mutating func write(_ page: PreviewPage, isStart: Bool) {
        let id = pageIDs[page.name]!
        let back = page.parent.flatMap { parent in preview.page(named: parent).map { (pageIDs[parent]!, $0.title) } }
        open(id, title: page.title, back: back, isStart: isStart)
        pageID = id
        for group in page.groups { write(group) }
        html += "</article>\n"
        // The lists that the page's multi-values open, each a page of its own.
        for (choicesID, item, choices) in choicePages {
            open(choicesID, title: item.title ?? "", back: (id, page.title), isStart: false)
            html += "<section>\n<ul>\n" + choices.map { choiceRow($0) }.joined() + "</ul>\n</section>\n</article>\n"
        }
        choicePages = []
    }

    /// A page's start: the article, the way back, the title.
    private mutating func open(_ id: String, title: String, back: (id: String, title: String)?, isStart: Bool) {
        let titleID = next("t")
        html += "<article class=\"page\(isStart ? " start" : "")\" id=\"\(id)\" aria-labelledby=\"\(titleID)\">\n"
        if let back {
            html += "<nav><a class=\"back\" href=\"#\(back.id)\">\(HTMLText.escape(back.title))</a></nav>\n"
        }
        html += "<h1 id=\"\(titleID)\">\(HTMLText.escape(title))</h1>\n"
    }

    /// A group: header, rows, footer.
    private mutating func write(_ group: PreviewGroup) {
        let headerID = group.title == nil ? nil : next("g")
        html += headerID.map { "<section aria-labelledby=\"\($0)\">\n" } ?? "<section>\n"
        if let headerID, let title = group.title {
            html += "<h2 id=\"\(headerID)\">\(HTMLText.escape(title))</h2>\n"
        }
        if !group.items.isEmpty {
            html += "<ul>\n"
            for item in group.items { html += row(item, header: headerID) }
            html += "</ul>\n"
        }
        if let footer = group.footer {
            html += "<p class=\"footer\">\(HTMLText.escape(footer))</p>\n"
        }
        html += "</section>\n"
    }

    private mutating func row(_ item: PreviewItem, header: String?) -> String {
        let title = HTMLText.escape(item.title ?? "")
        let chevron = "<span class=\"chevron\" aria-hidden=\"true\"></span>"
        switch item.display {
        case .toggle(let isOn):
            let id = next("t")
            return "<li class=\"switch\"><span class=\"title\" id=\"\(id)\">\(title)</span>"
                + "<button type=\"button\" role=\"switch\" aria-checked=\"\(isOn)\" aria-labelledby=\"\(id)\"></button></li>\n"
        case .slider(let value, let minimum, let maximum):
            return slider(value, minimum, maximum, label: header.map { "aria-labelledby=\"\($0)\"" }
                          ?? "aria-label=\"\(HTMLText.escape(item.key ?? ""))\"")
        case .titleValue(let text):
            return "<li class=\"basic\"><span class=\"title\">\(title)</span>"
                + "<span class=\"detail\">\(HTMLText.escape(text))</span></li>\n"
        case .textField(let text):
            return textField(item, HTMLText.escape(text), secure: false)
        case .secureTextField(let isEmpty):
            return textField(item, isEmpty ? "" : "•••", secure: true)
        case .multiValue(let shown, let choices):
            let choicesID = unique(pageID + "-" + Self.slug(item.key ?? "choices"))
            choicePages.append((choicesID, item, choices))
            let detail = shown.map { "<span class=\"detail\">\(HTMLText.escape($0))</span>" } ?? ""
            return "<li class=\"disclosure\"><a href=\"#\(choicesID)\"><span class=\"title\">\(title)</span>"
                + detail + chevron + "</a></li>\n"
        case .radioGroup(let choices):
            return choices.map { choiceRow($0) }.joined()
        case .childPane(let page):
            // A page read alone (standard input) has no child pages to link to.
            guard let target = pageIDs[page] else {
                return "<li class=\"disclosure\"><span class=\"title\">\(title)</span>" + chevron + "</li>\n"
            }
            return "<li class=\"disclosure\"><a href=\"#\(target)\"><span class=\"title\">\(title)</span>"
                + chevron + "</a></li>\n"
        }
    }

    /// A text field: its title, then the value (bullets when secure: the value itself is never here).
    private mutating func textField(_ item: PreviewItem, _ shown: String, secure: Bool) -> String {
        var html = "<li class=\"text-field\">"
        var label = "aria-label=\"\(HTMLText.escape(item.key ?? ""))\""
        if let title = item.title {
            let id = next("t")
            html += "<span class=\"title\" id=\"\(id)\">\(HTMLText.escape(title))</span>"
            label = "aria-labelledby=\"\(id)\""
        }
        return html + "<span class=\"field\(secure ? " secure" : "")\" role=\"textbox\" aria-readonly=\"true\" \(label)>"
            + shown + "</span></li>\n"
    }

    /// A choice of a radio group or a multi-value's list: the chosen one checked.
    private mutating func choiceRow(_ choice: PreviewChoice) -> String {
        let id = next("t")
        return "<li class=\"choice\"><span class=\"title\" id=\"\(id)\">\(HTMLText.escape(choice.title))</span>"
            + "<span class=\"check\" role=\"radio\" aria-checked=\"\(choice.isSelected)\" aria-labelledby=\"\(id)\"></span></li>\n"
    }

    /// A slider: an SVG track filled up to the knob (positions in percent need no style attribute,
    /// which the policy would block).
    private func slider(_ value: Double, _ minimum: Double, _ maximum: Double, label: String) -> String {
        let fraction = PreviewItem.fraction(value: value, minimum: minimum, maximum: maximum)
        let percent = PlistText.number((fraction * 1000).rounded() / 10) + "%"
        let now = maximum > minimum ? min(maximum, max(minimum, value)) : value
        return "<li class=\"slider\"><div role=\"slider\" aria-valuemin=\"\(PlistText.number(minimum))\" "
            + "aria-valuemax=\"\(PlistText.number(maximum))\" aria-valuenow=\"\(PlistText.number(now))\" \(label)>"
            + "<svg width=\"100%\" height=\"28\" aria-hidden=\"true\" focusable=\"false\">"
            + "<line class=\"track\" x1=\"0\" y1=\"14\" x2=\"100%\" y2=\"14\"/>"
            + "<line class=\"fill\" x1=\"0\" y1=\"14\" x2=\"\(percent)\" y2=\"14\"/>"
            + "<circle class=\"knob\" cx=\"\(percent)\" cy=\"14\" r=\"13\"/></svg></div></li>\n"
    }

    private mutating func next(_ prefix: String) -> String {
        counter += 1
        return prefix + String(counter)
    }

    private mutating func unique(_ id: String) -> String {
        var candidate = id
        var number = 1
        while taken.contains(candidate) {
            number += 1
            candidate = id + "-" + String(number)
        }
        taken.insert(candidate)
        return candidate
    }

    /// ASCII letters, digits, `-` and `_` kept; anything else becomes `-`: safe in an id and a fragment.
    static func slug(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "-"
        })
    }
}
