import PropertyList

/// The help of `settingsc generate`.
extension HelpText {
    static var generate: String { """
    settingsc generate swift — typed accessors for a definition's settings

    USAGE
    \(usage("generate"))
    Checks FILE like validate (a Settings bundle, one of its pages, or a cell-style Settings.plist),
    then writes one Swift file: a struct NAME with init(defaults: UserDefaults = .standard),
    registerDefaults() (the Settings app never registers a bundle's DefaultValues), a nested
    enum Keys of key constants, and one property per keyed item, read and written through the
    UserDefaults given at init, falling back to the definition's default while nothing is stored.

    Types: switches and toggles Bool (TrueValue/FalseValue read and written), sliders Double, text
    fields String, title-values the type of their DefaultValue, multi-values and radio groups an
    enum named after the property (Int- or String-backed, the Values as raw values) or, when the
    values do not each make a distinct Swift name of one type, the DefaultValue's type.

    Names: each key in lowerCamelCase (autoplay_enabled, autoplay-enabled, AutoplayEnabled ->
    autoplayEnabled): words split at _ - and spaces, other characters dropped, a leading digit
    gets _, keywords in backticks. Two keys with one name are an error naming both; nothing is
    written while FILE has errors (exit status 1). Enum cases: a string value by the same rule
    ("dark-mode" -> darkMode); integers by their untranslated titles ("1 GB" -> oneGB, "10 seconds"
    -> tenSeconds: a leading number spelled in English), or by their values (10 -> _10, -1 ->
    minus1) when the titles cannot name every case (one missing, "1.5x", two alike).

    \(HelpFormatter.options(GenerateCommand.options))
    EXIT STATUS
      0 written, 1 FILE has errors or a key makes no usable Swift name, 2 usage error,
      3 FILE unreadable or PATH not writable

    EXAMPLES
      settingsc generate swift App/Settings.bundle > App/AppSettings.swift
      settingsc generate swift --output "$DERIVED_FILE_DIR/AppSettings.swift" App/Settings.bundle

    """ }
}
