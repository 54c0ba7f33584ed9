import PropertyList

/// One operand (positional argument) of a command, for usage and for the shell completion scripts.
struct OperandSpec {
    enum Kind {
        /// A definition: a `.plist` file or a Settings bundle folder.
        case definition
        /// A key of the definition given before it (`settingsc __complete keys` lists them).
        case key
        /// A value for the key given before it (`settingsc __complete values`).
        case value
        /// One of a fixed list of words.
        case word([String])
    }

    /// The name usage lines show: FILE, KEY, VALUE.
    var name: String
    var kind: Kind
    /// `[KEY]`: may be left out.
    var isOptional = false
    /// `FILE...`: may be given many times (the last operand only).
    var repeats = false

    /// How usage lines show it: `FILE`, `[KEY]`, `FILE...`.
    var usage: String { isOptional ? "[\(name)]" : repeats ? name + "..." : name }

    static let file = OperandSpec(name: "FILE", kind: .definition)
    static let files = OperandSpec(name: "FILE", kind: .definition, repeats: true)
    static let bundle = OperandSpec(name: "BUNDLE", kind: .definition)
    /// `diff`'s two versions (with `--git REV`: PATHs instead).
    static let old = OperandSpec(name: "OLD", kind: .definition)
    static let new = OperandSpec(name: "NEW", kind: .definition)
    static let key = OperandSpec(name: "KEY", kind: .key)
    static let optionalKey = OperandSpec(name: "KEY", kind: .key, isOptional: true)
    static let value = OperandSpec(name: "VALUE", kind: .value)

    static func word(_ name: String, _ words: [String]) -> OperandSpec {
        OperandSpec(name: name, kind: .word(words))
    }
}
