import PropertyList
import SettingsCompiler

/// What `--help` and `settingsc help TOPIC` print, written to be read like a man page.
enum HelpText {
    static let topics = ["validate", "fix", "render", "values", "switches", "get", "set", "toggle", "reset", "store-path",
                         "store", "generate", "catalog", "rules", "exit-status"]

    static func topic(_ name: String) -> String? {
        switch name {
        case "validate": validate
        case "fix": fix
        case "render": render
        case "values", "switches", "get", "set", "toggle", "reset", "store-path", "store": store
        case "generate": generate
        case "catalog": catalog
        case "rules": rules
        case "exit-status": exitStatus
        default: nil
        }
    }

    static let overview = """
    settingsc — compile, check and preview Settings.plist screen definitions

    USAGE
      settingsc validate [--strict] [--diagnostics text|json|sarif|github] FILE...
      settingsc fix      [--strict] [--diagnostics text|json|sarif|github] FILE...
      settingsc render   [--format text|html|json] [--output PATH] [--width N] [--lang TAG] [--pane NAME] FILE
      settingsc values   [--store PATH | --domain NAME] FILE
      settingsc switches [--store PATH | --domain NAME] FILE
      settingsc get      [--store PATH | --domain NAME] FILE KEY
      settingsc set      [--store PATH | --domain NAME] FILE KEY VALUE
      settingsc toggle   [--store PATH | --domain NAME] FILE KEY
      settingsc reset    [--store PATH | --domain NAME] FILE [KEY]
      settingsc store-path [--domain NAME] FILE
      settingsc generate swift [--output PATH] [--type-name NAME] [--access public|internal] FILE
      settingsc catalog compile [--output-bundle DIR] BUNDLE
      settingsc catalog extract [--source-language TAG] BUNDLE
      settingsc help [COMMAND | rules | exit-status]
      settingsc --version
      settingsc --generate-completion-script bash|zsh|fish

    COMMANDS
      validate   check definitions and report every problem with file:line:column
      fix        apply every certain repair (misspelt style, Type, key or value) in place
      render     preview the screen as text (a terminal), HTML (a browser) or JSON (tools)
      values     list every keyed item: KEY<TAB>VALUE (a bundle's items, or the switches)
      switches   list every switch: KEY<TAB>true|false
      get        print one item's value (a switch's: true or false)
      set        store one item's value, checked against the item
      toggle     flip one switch and print its new state
      reset      forget stored values (one KEY or all), so the defaults apply
      store-path print the store file a definition uses
      generate   write typed Swift accessors, key constants and registerDefaults() for FILE
      catalog    compile a bundle's String Catalogs into .strings tables, or extract them from its pages

    A FILE of - reads standard input (not for fix, which edits files).
    Run 'settingsc help COMMAND' for a command's options, 'man settingsc' for the whole manual.
    --generate-completion-script prints a completion script for the shell (make install installs them).

    """

    static let validate = """
    settingsc validate — check settings definitions: Settings.plist files and Settings bundles

    USAGE
      settingsc validate [OPTIONS] FILE...

    Each FILE is a cell-style definition (a plist whose root is an array of sections), a page of a
    Settings bundle (a plist whose root is a dictionary with PreferenceSpecifiers; the folder it is in
    is its bundle) or a Settings bundle folder (its Root.plist, every child pane reached from it, their
    ~iphone/~ipad and .lproj variants, and the .strings tables they use). The format is decided by
    content, never by name. Every rule is checked (settingsc help rules); all problems of all files are
    reported in one run, sorted by position, each naming its file. Several FILEs are checked in
    parallel; the report keeps the order of the arguments.

    OPTIONS
      --strict                 warnings fail the run too (exit status 1)
      --diagnostics FORMAT     text (default, on standard error), json, sarif (SARIF 2.1.0) or
                               github (GitHub Actions annotations); the last three on standard output
      --color auto|always|never
                               colour text diagnostics; auto: only on a terminal and without NO_COLOR
      --verbose                print a summary line per valid FILE (sections, rows and switches; or
                               pages, items, keys and languages of a bundle)
      --touch PATH             when the run succeeds, create PATH empty or update its time: the
                               output a build step needs (Xcode Run Script phase, SwiftPM plugin)
      -h, --help               show this help

    EXIT STATUS
      0 no errors (warnings allowed unless --strict), 1 errors found, 2 usage error,
      3 a file could not be read, or the --touch file could not be written

    EXAMPLES
      settingsc validate Settings.plist
      settingsc validate --strict --diagnostics github App/**/Settings.plist
      settingsc validate --strict App/Settings.bundle
      plutil -convert xml1 -o - Settings.plist | settingsc validate -

    """

    static let fix = """
    settingsc fix — repair what is certain, in place, then report what is left

    USAGE
      settingsc fix [OPTIONS] FILE...

    Each FILE is what validate takes: a cell-style definition, a Settings bundle page or a bundle
    folder (every page read from it is fixed). A fix-it is applied where the repair is certain: a
    misspelt CellStyle, Type, key, KeyboardType / AutocapitalizationType / AutocorrectionType / idiom
    value or child pane File with exactly one close match, or one in the wrong case (Url → URL).
    Nothing is guessed: two close candidates, Titles and Values of different lengths and the like are
    left to you. The text validate shows under the caret, --diagnostics json's "fix" and SARIF's
    "fixes" are the same fix-its.

    Only the replaced text changes, byte for byte: the file keeps its encoding (UTF-8, UTF-16,
    a declared ISO-8859-1 …), byte order mark, line endings, indentation and comments, and the
    replacement is written in the file's own encoding. Text written with entity or character
    references is not touched. Each file is replaced atomically and keeps its mode; a symbolic link
    is followed. Fixes that overlap are not applied (a note says so). FILE is checked again after
    each round of fixes, up to \(Fixing.maxPasses) rounds, since a fixed Type can show keys to fix.

    One line per change (on standard output; on standard error with --diagnostics json or sarif):
      Settings.plist:11:13: fixed: 'SettingSwtichCell' → 'SettingSwitchCell'
    (the position is where the replaced text began), then whatever is left, exactly as validate
    reports it.

    A binary property list is never edited: when it has fix-its, fix says so and exits with
    status 1; convert it to XML first (plutil -convert xml1 FILE). Standard input (-) is refused.

    OPTIONS
      --strict                 warnings left fail the run too (exit status 1)
      --diagnostics FORMAT     how to report what is left: text (default), json, sarif or github,
                               as validate
      --color auto|always|never
                               colour the changes and text diagnostics
      -h, --help               show this help

    EXIT STATUS
      as validate: 0 nothing left but warnings (unless --strict), 1 errors left (or a binary plist
      that needs fixing), 2 usage error, 3 a file could not be read or written

    EXAMPLES
      settingsc fix Settings.plist
      settingsc fix --strict App/Settings.bundle

    """

    static let render = """
    settingsc render — preview a settings screen or a Settings bundle

    USAGE
      settingsc render [OPTIONS] FILE

    Checks FILE like validate, then draws it. A definition with errors prints its diagnostics and no
    preview (exit status 1); warnings are printed and the preview is drawn.

    A Settings bundle (a folder, or one of its pages) is drawn as the iOS Settings app shows it on an
    iPhone (--device pad: an iPad): group headers and footers, switches, sliders between their bounds,
    title-values through their Titles, text fields (a secure one as ••• — its value is never shown),
    multi-values with their current title and ›, radio groups with a check mark, child panes with ›.
    Values come from the store (--store, --domain), else DefaultValue. Items for the other device and
    InAppSettingsKit's own items are not shown (json lists them under "hidden").

    OPTIONS
      --format text|html|json  text (default): the screen as a terminal shows it, rows in boxes (a
                               bundle: its first page, or --pane);
                               html: one self-contained page in the look of an iOS settings list,
                               light and dark, no script, nothing loaded from the network (a bundle:
                               every page, child panes reached by in-page links with a way back);
                               json: the document described by docs/render.schema.json (a bundle:
                               docs/render-bundle.schema.json, every page)
      --output PATH            write to PATH (replaced atomically) instead of standard output
      --width N                text: box width in columns (default: the terminal's, else 60; min 16)
      --color auto|always|never
                               text: colour (switch states, buttons); auto: only on a terminal
                               and without NO_COLOR
      --ascii                  text: draw with ASCII only (+-| > ... * =o-); the definition's own texts
                               are shown as they are
      --lang TAG               a bundle: the translations shown: TAG.lproj, else the language alone
                               (pt-BR: pt.lproj), else Base.lproj, else the plists' own texts (a note
                               says so); without --lang en.lproj, else Base.lproj.
                               html: the page's language (default: that of the texts shown); ar, he,
                               fa, ur ... are laid out right to left
      --title TEXT             html: the page's title; a bundle: its first page's (default: Settings)
      --pane NAME              a bundle: draw the page NAME (Root, Advanced, Licenses/Acknowledgements:
                               a child pane's File) instead of the first; html: the page opens at it.
                               An unknown NAME is a usage error that lists the pages
      --device phone|pad       a bundle: the device previewed (default: phone); a page's ~iphone or
                               ~ipad variant is shown in its place
      --store PATH, --domain NAME
                               the store whose values are shown (settingsc help store)
      -h, --help               show this help

    EXAMPLES
      settingsc render Settings.plist
      settingsc render --format html --output preview.html Settings.plist
      settingsc render --format json Settings.plist | jq '.sections[].rows[] | select(.cellType == "switch")'
      settingsc render --lang ko --pane Advanced App/Settings.bundle
      settingsc render --format html --lang ko --output settings.html App/Settings.bundle

    """

    static let exitStatus = """
    settingsc exit statuses

      0  success (validate: no errors; warnings allowed unless --strict)
      1  the input has errors; diagnostics were printed
      2  usage error: unknown command or option, bad value, unknown or non-switch key
      3  I/O or store failure: file missing or unreadable, store corrupt, write failed

    """

    static var rules: String {
        var text = "settingsc rules — what validate checks\n\n"
        for rule in Rule.all {
            text += "  \(rule.id) (\(rule.severity.rawValue))\n      \(rule.summary)\n"
        }
        text += "\ngenerate swift also checks\n\n"
        for rule in Rule.generation {
            text += "  \(rule.id) (\(rule.severity.rawValue))\n      \(rule.summary)\n"
        }
        return text
    }
}
