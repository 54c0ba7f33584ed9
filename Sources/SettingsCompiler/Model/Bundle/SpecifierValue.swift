import Diagnostics
import PropertyList

/// What a keyed specifier holds: the value that applies when nothing is stored, and which stored values
/// stand for it (a stored value of another type counts as absent).
extension Specifier {
    /// `DefaultValue` as the Settings app uses it; nil for items without a key. A slider's is a real, a
    /// text field without one has the empty text.
    public var defaultValue: PlistValue? {
        switch kind {
        case .toggleSwitch(let item): item.defaultValue.value
        case .slider(let item): .real(item.defaultValue)
        case .titleValue(let item): item.defaultValue.value
        case .textField(let item): .string(item.defaultValue)
        case .multiValue, .radioGroup: choiceSetting?.defaultValue.value
        case .group, .childPane, .inAppOnly: nil
        }
    }

    /// Whether a stored value is one this item can hold: a toggle's `TrueValue`/`FalseValue` or a
    /// boolean, a number for a slider, a string for a text field, a value of the type of its `Values`
    /// for a multi-value or radio group (not necessarily one of them: the app may write others), a value
    /// of its default's type for a title-value.
    public func accepts(_ stored: PlistValue) -> Bool {
        switch kind {
        case .toggleSwitch(let item): item.isOn(stored) != nil
        case .slider: PlistText.double(stored) != nil
        case .textField: stored.typeName == "string"
        case .titleValue(let item): stored.typeName == item.defaultValue.value.typeName
        case .multiValue, .radioGroup: choiceTypes.contains(stored.typeName)
        case .group, .childPane, .inAppOnly: false
        }
    }

    /// What `accepts` takes, for messages: "a boolean", "a number", "a string", "an integer or a string".
    public var acceptedValues: String {
        switch kind {
        case .toggleSwitch(let item):
            let mapped = [item.trueValue, item.falseValue].compactMap { $0.map { PlistText.describe($0.value) } }
            return mapped.isEmpty ? "a boolean" : "a boolean or " + mapped.joined(separator: " or ")
        case .slider: return "a number"
        case .textField: return "a string"
        case .titleValue(let item): return MessageText.article(item.defaultValue.value.typeName)
        case .multiValue, .radioGroup:
            return choiceTypes.isEmpty ? "nothing" : choiceTypes.map { MessageText.article($0) }.joined(separator: " or ")
        case .group, .childPane, .inAppOnly: return "nothing"
        }
    }

    /// The types of a multi-value's or radio group's `Values`, each once, in order.
    private var choiceTypes: [String] {
        var names: [String] = []
        for value in choiceSetting?.choices.values ?? [] where !names.contains(value.value.typeName) {
            names.append(value.value.typeName)
        }
        return names
    }
}
