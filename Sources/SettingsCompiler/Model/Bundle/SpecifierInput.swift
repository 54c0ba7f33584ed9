import Diagnostics
import PropertyList

/// Values typed in the shell: what `set` stores for a text, checked
/// against the item as the Settings app could show it, and what `get` prints for a value.
extension Specifier {
    /// Why `set` refused a text; the message says what the item takes.
    public struct RefusedInput: Error, Sendable, Equatable {
        public var message: String
    }

    /// The value `set` stores for `text`, typed as the item stores it: a toggle's `TrueValue`/`FalseValue`
    /// (else a boolean), a slider's real within its bounds, one of a multi-value's or radio group's
    /// `Values` (named by its plist text or its untranslated title), any text for a text field, a value
    /// of a title-value's default's type.
    public func storedValue(forInput text: String) -> Result<PlistValue, RefusedInput> {
        let refusal = { (expected: String) in
            Result<PlistValue, RefusedInput>.failure(RefusedInput(message: "invalid value \(MessageText.quoted(text)) "
                + "for \(self.itemName); expected \(expected)"))
        }
        switch kind {
        case .toggleSwitch(let item):
            guard let on = PlistText.shellBool(text) else { return refusal(PlistText.shellBoolWords) }
            return .success(item.storedValue(on: on))
        case .slider(let item):
            let range = "a number from \(PlistText.number(item.minimum)) to \(PlistText.number(item.maximum))"
            guard case .success(let number) = PlistReal.parse(Substring(text)),
                  number >= item.minimum, number <= item.maximum else { return refusal(range) }
            return .success(.real(number))
        case .multiValue, .radioGroup:
            let choices = choiceSetting?.choices ?? ChoiceList(values: [], titles: [])
            guard let value = Self.choice(text, in: choices) else { return refusal(Self.offered(choices)) }
            return .success(value)
        case .textField:
            if let refusal = Self.unstorable(text) { return .failure(refusal) }
            return .success(.string(text))
        case .titleValue(let item):
            return Self.parse(text, like: item.defaultValue.value, for: self)
        case .group, .childPane, .inAppOnly:
            return .failure(RefusedInput(message: "\(itemName) holds no value"))
        }
    }

    /// What `get` prints: `true`/`false` for a toggle (its stored `TrueValue`/`FalseValue` too), numbers
    /// and dates as plist text, data as base64, strings as they are.
    public func shellText(_ value: PlistValue) -> String {
        if case .toggleSwitch(let item) = kind, let on = item.isOn(value) { return on ? "true" : "false" }
        if case .data(let bytes) = value { return Base64.encode(bytes) }
        return PlistText.plain(value)
    }

    /// "the switch 'sound'", "the slider 'volume'": the item as messages name it.
    public var itemName: String {
        let what = switch kind {
        case .toggleSwitch: "switch"
        case .slider: "slider"
        case .titleValue: "title-value"
        case .textField: "text field"
        case .multiValue: "multi-value"
        case .radioGroup: "radio group"
        case .group: "group"
        case .childPane: "child pane"
        case .inAppOnly(let type): type
        }
        return "the \(what)" + (key.map { " " + MessageText.quoted($0.name) } ?? "")
    }

    // MARK: Choices

    /// The value `text` names: a value whose plist text it is (or, for numbers, whose number it is),
    /// else the value of the untranslated title it is. The value keeps its type (an integer stays one).
    private static func choice(_ text: String, in choices: ChoiceList) -> PlistValue? {
        if let node = choices.values.first(where: { PlistText.plain($0.value) == text }) { return node.value }
        if case .success(let number) = PlistReal.parse(Substring(text)),
           let node = choices.values.first(where: { PlistText.double($0.value) == number }) { return node.value }
        if let index = choices.titles.firstIndex(where: { $0.text == text }), index < choices.values.count {
            return choices.values[index].value
        }
        return nil
    }

    /// "one of its values or titles: 10 ('10 seconds'), 30 ('30 seconds')", the first 12 and how many more.
    private static func offered(_ choices: ChoiceList) -> String {
        let shown = choices.values.prefix(12).enumerated().map { index, node in
            PlistText.describe(node.value)
                + (index < choices.titles.count ? " (\(MessageText.quoted(choices.titles[index].text)))" : "")
        }
        let more = choices.values.count > 12 ? " and \(choices.values.count - 12) more" : ""
        return "one of its values or titles: " + shown.joined(separator: ", ") + more
    }

    // MARK: Title-values

    /// `text` read as a value of the type of `example` (a title-value's default).
    private static func parse(_ text: String, like example: PlistValue, for item: Specifier)
        -> Result<PlistValue, RefusedInput> {
        let value: PlistValue?
        let expected: String
        switch example {
        case .string:
            if let refusal = unstorable(text) { return .failure(refusal) }
            return .success(.string(text))
        case .integer:
            value = (try? PlistInteger.parse(Substring(text)).get()).map(PlistValue.integer)
            expected = "an integer"
        case .real:
            value = (try? PlistReal.parse(Substring(text)).get()).map(PlistValue.real)
            expected = "a number"
        case .bool:
            value = PlistText.shellBool(text).map(PlistValue.bool)
            expected = PlistText.shellBoolWords
        case .date:
            value = (try? PlistDate.parse(Substring(text)).get()).map(PlistValue.date)
            expected = "a date such as 2026-11-23T09:30:00Z"
        case .data:
            value = text.isEmpty ? .data([]) : (try? Base64.decode(Substring(text)).get()).map(PlistValue.data)
            expected = "data as base64"
        case .array, .dictionary:
            return .failure(RefusedInput(message: "\(item.itemName) holds \(MessageText.article(example.typeName)), "
                + "which cannot be set from the shell"))
        }
        guard let value else {
            return .failure(RefusedInput(message: "invalid value \(MessageText.quoted(text)) for \(item.itemName); "
                + "expected \(expected) (the type of its DefaultValue)"))
        }
        return .success(value)
    }

    // MARK: Text

    /// A refusal when `text` holds a character no plist can (XML cannot hold U+0000–U+001F but tab, LF
    /// and CR, nor U+FFFE/U+FFFF; settingsc writes only what converts both ways), else nil.
    private static func unstorable(_ text: String) -> RefusedInput? {
        do throws(PlistWriter.Failure) {
            _ = try PlistWriter.escape(text)
            return nil
        } catch {
            switch error {
            case .unrepresentableCharacter(let scalar, _):
                return RefusedInput(message: "\(MessageText.quoted(text)) cannot be stored: property lists cannot hold "
                    + MessageText.codePoint(scalar))
            }
        }
    }
}
