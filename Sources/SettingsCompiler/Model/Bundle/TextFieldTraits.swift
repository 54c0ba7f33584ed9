import Platform
import PropertyList

/// How a text field's keyboard behaves: `KeyboardType`, `AutocapitalizationType`, `AutocorrectionType`,
/// each with the value the Settings app uses when the key is absent.
public struct TextFieldTraits: Sendable, Equatable {
    public enum Keyboard: String, CaseIterable, Sendable {
        case alphabet = "Alphabet"
        case numbersAndPunctuation = "NumbersAndPunctuation"
        case numberPad = "NumberPad"
        case url = "URL"
        case emailAddress = "EmailAddress"

        /// The raw values, by position in `allCases`: a value is told among them by its bytes where they are.
        package static let names = KeyNames(allCases.map(\.rawValue))
    }

    public enum Autocapitalization: String, CaseIterable, Sendable {
        case none = "None"
        case sentences = "Sentences"
        case words = "Words"
        case allCharacters = "AllCharacters"

        package static let names = KeyNames(allCases.map(\.rawValue))
    }

    public enum Autocorrection: String, CaseIterable, Sendable {
        case `default` = "Default"
        case no = "No"
        case yes = "Yes"

        package static let names = KeyNames(allCases.map(\.rawValue))
    }

    public var keyboard: Keyboard = .alphabet
    public var autocapitalization: Autocapitalization = .none
    public var autocorrection: Autocorrection = .default

    public init(keyboard: Keyboard = .alphabet, autocapitalization: Autocapitalization = .none,
                autocorrection: Autocorrection = .default) {
        self.keyboard = keyboard
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
    }
}
