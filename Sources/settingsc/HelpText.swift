import SettingsCompiler

/// What `--help` and `settingsc help TOPIC` print, written to be read like a man page.
enum HelpText {
    static let topics = ["validate", "render", "rules", "exit-status"]

    static func topic(_ name: String) -> String? {
        switch name {
        case "validate": validate
        case "render": render
        case "rules": rules
        case "exit-status": exitStatus
        default: nil
        }
    }

    static let overview = """
    settingsc — compile, check and preview Settings.plist screen definitions

    USAGE
      settingsc validate [--strict] [--diagnostics text|json|sarif|github] FILE...
      settingsc render   [--format text|html|json] [--output PATH] [--width N] FILE
      settingsc help [COMMAND | rules | exit-status]
      settingsc --version

    COMMANDS
      validate   check definitions and report every problem with file:line:column
      render     preview the screen as text (a terminal), HTML (a browser) or JSON (tools)

    A FILE of - reads standard input.
    Run 'settingsc help COMMAND' for a command's options.

    """

    static let validate = """
    settingsc validate — check Settings.plist definitions

    USAGE
      settingsc validate [OPTIONS] FILE...

    Parses each FILE as an XML property list, decodes it as a settings screen and checks every rule
    (settingsc help rules). All problems of all files are reported in one run, sorted by position.
    Several files are checked in parallel; the report keeps the order of the arguments.

    OPTIONS
      --strict                 warnings fail the run too (exit status 1)
      --diagnostics FORMAT     text (default, on standard error), json, sarif (SARIF 2.1.0) or
                               github (GitHub Actions annotations); the last three on standard output
      --color auto|always|never
                               colour text diagnostics; auto: only on a terminal and without NO_COLOR
      --verbose                print a summary line per valid file (sections, rows, switches)
      -h, --help               show this help

    EXIT STATUS
      0 no errors (warnings allowed unless --strict), 1 errors found, 2 usage error,
      3 a file could not be read

    EXAMPLES
      settingsc validate Settings.plist
      settingsc validate --strict --diagnostics github App/**/Settings.plist
      plutil -convert xml1 -o - Settings.plist | settingsc validate -

    """

    static let render = """
    settingsc render — preview a settings screen

    USAGE
      settingsc render [OPTIONS] FILE

    Checks FILE like validate, then draws the screen. A definition with errors prints its diagnostics
    and no preview (exit status 1); warnings are printed and the preview is drawn.

    OPTIONS
      --format text|html|json  text (default): the screen as a terminal shows it, rows in boxes;
                               html: one self-contained page in the look of an iOS settings list,
                               light and dark, no script, nothing loaded from the network;
                               json: the document described by docs/render.schema.json
      --output PATH            write to PATH (replaced atomically) instead of standard output
      --width N                text: box width in columns (default: the terminal's, else 60; min 16)
      --color auto|always|never
                               text: colour (switch states, buttons); auto: only on a terminal
                               and without NO_COLOR
      --ascii                  text: draw with ASCII only (+-| > ...); the definition's own texts
                               are shown as they are
      --lang TAG               html: the page's language (default: from the texts: ko, ja, zh or en)
      --title TEXT             html: the page's title (default: Settings)
      -h, --help               show this help

    EXAMPLES
      settingsc render Settings.plist
      settingsc render --format html --output preview.html Settings.plist
      settingsc render --format json Settings.plist | jq '.sections[].rows[] | select(.cellType == "switch")'

    """

    static var rules: String {
        var text = "settingsc rules — what validate checks\n\n"
        for rule in Rule.all {
            text += "  \(rule.id) (\(rule.severity.rawValue))\n      \(rule.summary)\n"
        }
        return text
    }

    static let exitStatus = """
    settingsc exit statuses

      0  success (validate: no errors; warnings allowed unless --strict)
      1  the input has errors; diagnostics were printed
      2  usage error: unknown command or option, bad value, unknown or non-switch key
      3  I/O or store failure: file missing or unreadable, store corrupt, write failed

    """
}
