import PropertyList

extension DiffPage {
    /// A cell-style definition as one page: each section a group item (`section 'Title'`), then its rows,
    /// each matched by its `Key`, else its `Content`.
    init(_ screen: SettingsScreen, name: String) {
        var items: [DiffItem] = []
        for section in screen.sections {
            var attributes: [(String, String)] = []
            if let title = section.title { attributes.append(("SectionTitle", title)) }
            if let footer = section.footer { attributes.append(("FooterText", footer)) }
            items.append(DiffItem(identity: "section|\(section.title ?? "")",
                                  name: section.title.map { "section \(DiffItem.quoted($0))" } ?? "section",
                                  type: "section", title: section.title, key: nil, attributes: attributes,
                                  texts: [], storage: nil, isGroup: true))
            for row in section.rows {
                let key = row.explicitKey ?? row.title
                var attributes: [(String, String)] = [("CellStyle", row.cellType.rawValue),
                                                      ("Content", row.title)]
                if let detail = row.detail { attributes.append(("Detail", detail)) }
                if row.cellType == .switch { attributes.append(("DefaultValue", row.defaultValue ? "true" : "false")) }
                items.append(DiffItem(identity: "key:" + key, name: key, type: row.cellType.rawValue, title: row.title,
                                      key: key, attributes: attributes, texts: [],
                                      storage: row.cellType == .switch ? .toggle(on: nil, off: nil) : nil))
            }
        }
        self.init(name: name, items: DiffItem.grouped(DiffItem.numbered(items)), stringsTable: nil)
    }
}
