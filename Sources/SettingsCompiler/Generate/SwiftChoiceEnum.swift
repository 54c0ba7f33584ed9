/// A multi-value's or radio group's `Values` as a Swift enum: `Int`-backed for integers, `String`-backed
/// for strings, one case per distinct value, named by the key rule (`"dark-mode"` → `darkMode`;
/// `10` → `_10`, `-1` → `minus1`).
public struct SwiftChoiceEnum: Sendable, Equatable {
    public struct Case: Sendable, Equatable {
        /// Bare (see `SwiftIdentifier.escaped`).
        public var name: String
        public var rawValue: PlistValue
        /// The value's title in the definition (untranslated), for the case's comment.
        public var title: String?
    }

    /// The enum's name, bare: the property's name capitalised.
    public var name: String
    public var rawType: SwiftValueType
    public var cases: [Case]

    /// Case names the enum itself has (`CaseIterable`'s `allCases`): a value named so makes no case.
    static let reservedCaseNames: Set<String> = ["allCases"]

    /// The enum for the `Values` of `choices`; nil when they do not allow one: values of mixed types or
    /// of another type than integer and string, an integer outside Int's range, a string that leaves no
    /// Swift name, or two values that leave the same one. The property then has the values' own type.
    public init?(name: String, choices: ChoiceList) {
        let values = choices.values
        guard let first = values.first, let type = SwiftValueType(of: first.value), type == .int || type == .string,
              values.allSatisfy({ SwiftValueType(of: $0.value) == type }) else { return nil }
        var cases: [Case] = []
        var names: Set<String> = []
        for value in values.map(\.value) where !cases.contains(where: { $0.rawValue == value }) {
            guard let caseName = Self.caseName(for: value), !Self.reservedCaseNames.contains(caseName),
                  names.insert(caseName).inserted else { return nil }
            cases.append(Case(name: caseName, rawValue: value, title: choices.title(for: value)?.text))
        }
        self.name = name
        self.rawType = type
        self.cases = cases
    }

    /// The case of one of the values.
    public func caseName(for value: PlistValue) -> String? {
        cases.first { $0.rawValue == value }?.name
    }

    private static func caseName(for value: PlistValue) -> String? {
        switch value {
        case .integer(let integer):
            guard integer.int64 != nil else { return nil }
            return (integer.isNegative ? "minus" : "_") + String(integer.magnitude)
        case .string(let text):
            return SwiftIdentifier.lowerCamelCase(text)
        default:
            return nil
        }
    }
}
