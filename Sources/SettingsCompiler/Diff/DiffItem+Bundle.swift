import PropertyList

extension DiffPage {
    /// A bundle page's items: each specifier in order, in the group the last group or radio group started.
    init(_ page: BundlePage, name: String) {
        self.init(name: name, items: DiffItem.grouped(DiffItem.numbered(page.specifiers.map(DiffItem.init))),
                  stringsTable: page.stringsTable?.value ?? page.name)
    }
}

extension DiffItem {
    /// A bundle specifier, with its attributes as the page writes them.
    init(_ specifier: Specifier) {
        let type = specifier.type?.rawValue ?? {
            if case .inAppOnly(let name) = specifier.kind { return name }
            return "PSSpecifier"
        }()
        let title = specifier.title?.text
        var attributes: [(String, String)] = [("Type", type)]
        func add(_ name: String, _ value: String?) {
            if let value { attributes.append((name, value)) }
        }
        func add(_ name: String, _ value: PlistNode?) { add(name, value.map { DiffItem.plain($0.value) }) }
        func add(_ name: String, texts: [LocalizableText]?) {
            add(name, texts.map { $0.map { DiffItem.quoted($0.text) }.joined(separator: ", ") })
        }
        func addChoices(_ choices: ChoiceList?) {
            guard let choices else { return }
            add("Titles", texts: choices.titles)
            add("ShortTitles", texts: choices.shortTitles)
            add("Values", DiffItem.list(choices.values.map(\.value)))
        }
        add("Title", title)
        var storage: Storage?
        var file: String?
        switch specifier.kind {
        case .group(let item):
            add("FooterText", item.footer?.text)
        case .toggleSwitch(let item):
            add("DefaultValue", item.defaultValue)
            add("TrueValue", item.trueValue)
            add("FalseValue", item.falseValue)
            storage = .toggle(on: item.trueValue.map { DiffItem.text($0.value) },
                              off: item.falseValue.map { DiffItem.text($0.value) })
        case .slider(let item):
            add("DefaultValue", PlistText.number(item.defaultValue))
            add("MinimumValue", PlistText.number(item.minimum))
            add("MaximumValue", PlistText.number(item.maximum))
            add("MinimumValueImage", item.minimumImage?.value)
            add("MaximumValueImage", item.maximumImage?.value)
            storage = .typed("number")
        case .titleValue(let item):
            add("DefaultValue", item.defaultValue)
            addChoices(item.choices)
            storage = .typed(item.defaultValue.value.typeName)
        case .textField(let item):
            add("DefaultValue", item.defaultValue)
            add("IsSecure", item.isSecure ? "true" : "false")
            add("KeyboardType", item.traits.keyboard.rawValue)
            add("AutocapitalizationType", item.traits.autocapitalization.rawValue)
            add("AutocorrectionType", item.traits.autocorrection.rawValue)
            storage = .typed("string")
        case .multiValue(let item):
            add("DefaultValue", item.defaultValue)
            addChoices(item.choices)
            add("DisplaySortedByTitle", item.sortedByTitle ? "true" : "false")
            storage = DiffItem.choiceStorage(item.choices)
        case .radioGroup(let item):
            add("FooterText", item.footer?.text)
            add("DefaultValue", item.defaultValue)
            addChoices(item.choices)
            add("DisplaySortedByTitle", item.sortedByTitle ? "true" : "false")
            storage = DiffItem.choiceStorage(item.choices)
        case .childPane(let item):
            add("File", item.file.value)
            file = item.file.value
        case .inAppOnly:
            break
        }
        add("SupportedUserInterfaceIdioms", specifier.idioms.map { $0.map(\.rawValue).joined(separator: ", ") })
        let shortType = specifier.type?.name ?? type
        let key = specifier.key?.name
        self.init(identity: key.map { "key:" + $0 } ?? "\(shortType)|\(title ?? "")",
                  fileIdentity: file.map { "\(shortType)|file:\($0)" },
                  name: key ?? (title.map { "\(shortType) \(DiffItem.quoted($0))" } ?? shortType),
                  type: type, title: title, key: key, group: nil, attributes: attributes,
                  texts: specifier.localizableTexts.map(\.text), storage: storage,
                  isGroup: specifier.type == .group || specifier.type == .radioGroup)
    }

    private static func choiceStorage(_ choices: ChoiceList) -> Storage {
        var types: [String] = []
        for value in choices.values where !types.contains(value.value.typeName) { types.append(value.value.typeName) }
        return .choice(types: types, values: choices.values.map(\.value))
    }

    /// A value as a change's old or new: a string as it is, anything else as `text` has it.
    static func plain(_ value: PlistValue) -> String {
        if case .string(let text) = value { return text }
        return text(value)
    }

    /// A value as the diff shows it: a string quoted whole (never cut short: the difference may be at
    /// its end), anything else as plist text.
    static func text(_ value: PlistValue) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .array(let items): "(" + list(items.map(\.value)) + ")"
        default: PlistText.plain(value)
        }
    }

    /// A list of plist values as text: `1, 2, 'three'`.
    static func list(_ values: [PlistValue]) -> String {
        values.map(text).joined(separator: ", ")
    }
}
