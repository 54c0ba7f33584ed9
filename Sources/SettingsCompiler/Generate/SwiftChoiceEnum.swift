import PropertyList

/// A multi-value's or radio group's `Values` as a Swift enum: `Int`-backed for integers, `String`-backed
/// for strings, one case per distinct value. String values name their cases by the key rule
/// (`"dark-mode"` → `darkMode`): they are the identifiers the app stores. Integers say nothing, so
/// their cases are named from the untranslated titles (`"1 GB"` → `oneGB`, `SwiftIdentifier.caseName
/// (fromTitle:)`), unless a title is missing, makes no name, or two make the same one: then every
/// case is named from its value (`10` → `_10`, `-1` → `minus1`).
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

    /// Why some values make no enum, in words for the property's comment.
    public struct Refusal: Error, Sendable, Equatable {
        public var reason: String
    }

    /// The enum for the `Values` of `choices`, or why they do not allow one: values of mixed types or of
    /// another type than integer and string, an integer outside Int's range, a string that leaves no
    /// Swift name, or two values that leave the same one. The property then has the values' own type.
    public static func make(name: String, choices: ChoiceList) -> Result<SwiftChoiceEnum, Refusal> {
        let values = choices.values.map(\.value)
        let types = values.map(SwiftValueType.init(of:))
        guard let type = types.first ?? nil, types.allSatisfy({ $0 == type }) else {
            return .failure(Refusal(reason: "the values are of different types"))
        }
        guard type == .int || type == .string else {
            return .failure(Refusal(reason: "an enum needs integer or string values"))
        }
        if type == .int, let cases = casesNamedByTitle(values, choices) {
            return .success(SwiftChoiceEnum(name: name, rawType: type, cases: cases))
        }
        var cases: [Case] = []
        for value in values where !cases.contains(where: { $0.rawValue == value }) {
            let code = SwiftAccessorPlanner.code(value)
            guard let caseName = caseName(for: value) else {
                return .failure(Refusal(reason: type == .int ? "\(code) does not fit in Int" : "\(code) makes no Swift name"))
            }
            if reservedCaseNames.contains(caseName) {
                return .failure(Refusal(reason: "\(code) would be named `\(caseName)`, which the enum has itself"))
            }
            if let other = cases.first(where: { $0.name == caseName }) {
                return .failure(Refusal(reason: "\(SwiftAccessorPlanner.code(other.rawValue)) and \(code) both make "
                    + "the Swift name `\(caseName)`"))
            }
            cases.append(Case(name: caseName, rawValue: value, title: choices.title(for: value)?.text))
        }
        return .success(SwiftChoiceEnum(name: name, rawType: type, cases: cases))
    }

    /// One case per distinct integer value, each named from its title; nil when a value does not fit in
    /// Int, or a title is missing or makes no name, a reserved one or one another title makes.
    private static func casesNamedByTitle(_ values: [PlistValue], _ choices: ChoiceList) -> [Case]? {
        var cases: [Case] = []
        for value in values where !cases.contains(where: { $0.rawValue == value }) {
            guard case .integer(let integer) = value, integer.int64 != nil,
                  let title = choices.title(for: value)?.text,
                  let caseName = SwiftIdentifier.caseName(fromTitle: title),
                  !reservedCaseNames.contains(caseName), !cases.contains(where: { $0.name == caseName })
            else { return nil }
            cases.append(Case(name: caseName, rawValue: value, title: title))
        }
        return cases
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
