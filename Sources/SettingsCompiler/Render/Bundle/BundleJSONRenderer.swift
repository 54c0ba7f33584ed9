import Diagnostics
import JSON
import PropertyList

/// The versioned JSON document of docs/render-bundle.schema.json: the device and language previewed,
/// then every page with every group and item (and the items the Settings app leaves out), keys in a
/// fixed order, one item per line. A secure text field's value and default are null.
public struct BundleJSONRenderer: Sendable {
    public init() {}

    /// `pages` (every page of `preview` unless `--pane` names one).
    public func render(_ preview: BundlePreview, bundlePath: String, pages: [PreviewPage]) -> String {
        var json = "{\n  \"version\": 1,\n  \"bundle\": "
        JSONWriter.append(bundlePath, to: &json)
        json += ",\n  \"device\": \"\(preview.device == .phone ? "phone" : "pad")\",\n  \"language\": "
        JSONWriter.append(optional: preview.language, to: &json)
        json += ",\n  \"pages\": ["
        for (index, page) in pages.enumerated() {
            json += index == 0 ? "\n" : ",\n"
            append(page, to: &json)
        }
        json += pages.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return json
    }

    private func append(_ page: PreviewPage, to json: inout String) {
        json += "    {\n      \"name\": "
        JSONWriter.append(page.name, to: &json)
        json += ",\n      \"file\": "
        JSONWriter.append(page.fileName, to: &json)
        json += ",\n      \"title\": "
        JSONWriter.append(page.title, to: &json)
        json += ",\n      \"parent\": "
        JSONWriter.append(optional: page.parent, to: &json)
        json += ",\n      "
        location(page.location, to: &json)
        json += ",\n      \"groups\": ["
        for (index, group) in page.groups.enumerated() {
            json += index == 0 ? "\n        {\"title\": " : ",\n        {\"title\": "
            JSONWriter.append(optional: group.title, to: &json)
            json += ", \"footer\": "
            JSONWriter.append(optional: group.footer, to: &json)
            json += ", "
            if let where_ = group.location { location(where_, to: &json) } else { json += "\"line\": null" }
            json += ", \"items\": ["
            for (offset, item) in group.items.enumerated() {
                json += offset == 0 ? "\n          " : ",\n          "
                append(item, to: &json)
            }
            json += group.items.isEmpty ? "]}" : "\n        ]}"
        }
        json += page.groups.isEmpty ? "],\n      \"hidden\": [" : "\n      ],\n      \"hidden\": ["
        for (index, item) in page.hidden.enumerated() {
            json += index == 0 ? "\n        {\"type\": " : ",\n        {\"type\": "
            JSONWriter.append(item.type, to: &json)
            json += ", \"specifier\": "
            JSONWriter.append(item.specifierType, to: &json)
            json += ", \"title\": "
            JSONWriter.append(optional: item.title, to: &json)
            if let key = item.key {
                json += ", \"key\": "
                JSONWriter.append(key, to: &json)
            }
            json += ", \"reason\": \"\(item.reason.rawValue)\", "
            location(item.location, to: &json)
            json += "}"
        }
        json += page.hidden.isEmpty ? "]\n    }" : "\n      ]\n    }"
    }

    private func append(_ item: PreviewItem, to json: inout String) {
        json += "{\"type\": \"\(item.type.name)\", \"specifier\": \"\(item.type.rawValue)\", \"title\": "
        JSONWriter.append(optional: item.title, to: &json)
        if let key = item.key {
            json += ", \"key\": "
            JSONWriter.append(key, to: &json)
            json += ", \"value\": "
            PlistJSON.append(optional: item.value, to: &json)
            json += ", \"default\": "
            PlistJSON.append(optional: item.defaultValue, to: &json)
            json += item.isStored ? ", \"stored\": true" : ", \"stored\": false"
        }
        switch item.display {
        case .toggle(let isOn):
            json += isOn ? ", \"on\": true" : ", \"on\": false"
        case .slider(_, let minimum, let maximum):
            json += ", \"minimum\": "
            PlistJSON.append(.real(minimum), to: &json)
            json += ", \"maximum\": "
            PlistJSON.append(.real(maximum), to: &json)
        case .titleValue(let text), .textField(let text):
            json += item.type == .textField ? ", \"secure\": false, \"display\": " : ", \"display\": "
            JSONWriter.append(text, to: &json)
        case .secureTextField(let isEmpty):
            json += ", \"secure\": true, \"display\": " + (isEmpty ? "\"\"" : "\"•••\"")
        case .multiValue(let shown, let choices):
            json += ", \"display\": "
            JSONWriter.append(optional: shown, to: &json)
            append(choices, to: &json)
        case .radioGroup(let choices):
            append(choices, to: &json)
        case .childPane(let page):
            json += ", \"page\": "
            JSONWriter.append(page, to: &json)
        }
        json += ", "
        location(item.location, to: &json)
        json += "}"
    }

    private func append(_ choices: [PreviewChoice], to json: inout String) {
        json += ", \"choices\": ["
        for (index, choice) in choices.enumerated() {
            json += index == 0 ? "{\"title\": " : ", {\"title\": "
            JSONWriter.append(choice.title, to: &json)
            json += ", \"value\": "
            PlistJSON.append(choice.value, to: &json)
            json += choice.isSelected ? ", \"selected\": true}" : ", \"selected\": false}"
        }
        json += "]"
    }

    /// `"line": N`, or for a binary plist `"line": null, "byteOffset": N`.
    private func location(_ location: SourceLocation, to json: inout String) {
        if let offset = location.byteOffset {
            json += "\"line\": null, \"byteOffset\": \(offset)"
        } else {
            json += "\"line\": \(location.line)"
        }
    }
}
