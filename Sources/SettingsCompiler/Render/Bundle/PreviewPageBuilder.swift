import PropertyList

/// Turns one page's specifiers into the groups and rows the Settings app shows: texts translated with
/// the page's table, values from `values`, items for other devices and InAppSettingsKit's set aside.
struct PreviewPageBuilder {
    let device: Specifier.Idiom
    let table: StringsTable?
    let values: BundleValues

    /// The page's groups, and the specifiers it does not show.
    func build(_ specifiers: [Specifier]) -> (groups: [PreviewGroup], hidden: [PreviewHiddenItem]) {
        var groups: [PreviewGroup] = []
        var hidden: [PreviewHiddenItem] = []
        var current: PreviewGroup?
        for specifier in specifiers {
            if let idioms = specifier.idioms, !idioms.contains(device) {
                hidden.append(hiddenItem(specifier, reason: .device))
                continue
            }
            switch specifier.kind {
            case .inAppOnly:
                hidden.append(hiddenItem(specifier, reason: .inAppOnly))
            case .group(let group):
                if let current { groups.append(current) }
                current = PreviewGroup(title: text(group.title), footer: text(group.footer), location: specifier.location)
            case .radioGroup(let radio):
                // A radio group starts a group but does not end one: what follows shares it.
                if let current { groups.append(current) }
                current = PreviewGroup(title: text(radio.title), footer: text(radio.footer), location: specifier.location)
                current?.items.append(item(specifier))
            default:
                if current == nil { current = PreviewGroup() }
                current?.items.append(item(specifier))
            }
        }
        if let current { groups.append(current) }
        return (groups, hidden)
    }

    /// The translated text; nil when absent or empty (the Settings app shows a plain gap).
    private func text(_ text: LocalizableText?) -> String? {
        guard let shown = text?.localized(in: table), !shown.isEmpty else { return nil }
        return shown
    }

    private func item(_ specifier: Specifier) -> PreviewItem {
        let value = values.value(of: specifier)
        var item = PreviewItem(type: specifier.type ?? .group, title: text(specifier.title), display: .toggle(isOn: false),
                               key: specifier.key?.name, value: value, defaultValue: specifier.defaultValue,
                               isStored: values.isStored(specifier), location: specifier.location)
        switch specifier.kind {
        case .toggleSwitch(let toggle):
            item.display = .toggle(isOn: value.flatMap(toggle.isOn) ?? toggle.isOnByDefault)
        case .slider(let slider):
            item.display = .slider(value: value.flatMap(PlistText.double) ?? slider.defaultValue,
                                   minimum: slider.minimum, maximum: slider.maximum)
        case .titleValue(let titleValue):
            let shown = value.flatMap { titleValue.choices?.title(for: $0) }.map { $0.localized(in: table) }
            item.display = .titleValue(shown ?? value.map(PlistText.plain) ?? "")
        case .textField(let field):
            let entered = value.flatMap { if case .string(let text) = $0 { text } else { nil } } ?? field.defaultValue
            if field.isSecure {
                // The value goes no further than this line.
                item.display = .secureTextField(isEmpty: entered.isEmpty)
                item.value = nil
                item.defaultValue = nil
            } else {
                item.display = .textField(entered)
            }
        case .multiValue(let multi):
            let shown = value.flatMap { multi.choices.shortTitle(for: $0) }.map { $0.localized(in: table) }
            item.display = .multiValue(shown: shown, choices: choices(multi.choices, value: value, sorted: multi.sortedByTitle))
        case .radioGroup(let radio):
            item.display = .radioGroup(choices: choices(radio.choices, value: value, sorted: radio.sortedByTitle))
        case .childPane(let pane):
            item.display = .childPane(page: pane.file.value)
        case .group, .inAppOnly:
            break
        }
        return item
    }

    /// The choices in `Values` order, or sorted by translated title (`DisplaySortedByTitle`; by code
    /// point, ignoring case: settingsc has no locale's collation).
    private func choices(_ list: ChoiceList, value: PlistValue?, sorted: Bool) -> [PreviewChoice] {
        var choices = zip(list.values, list.titles).map { node, title in
            PreviewChoice(title: title.localized(in: table), value: node.value, isSelected: node.value == value)
        }
        if sorted {
            choices = choices.enumerated()
                .sorted { ($0.element.title.lowercased(), $0.offset) < ($1.element.title.lowercased(), $1.offset) }
                .map(\.element)
        }
        return choices
    }

    private func hiddenItem(_ specifier: Specifier, reason: PreviewHiddenItem.Reason) -> PreviewHiddenItem {
        var inAppType: String?
        if case .inAppOnly(let type) = specifier.kind { inAppType = type }
        return PreviewHiddenItem(specifierType: specifier.type?.rawValue ?? inAppType ?? "", type: specifier.type?.name ?? "inAppOnly",
                                 title: text(specifier.title),
                                 key: specifier.key?.name, reason: reason, location: specifier.location)
    }
}
