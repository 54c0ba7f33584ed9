import Diagnostics
import PropertyList
import SettingsCompiler

/// What `--help` and `settingsc help TOPIC` print, written to be read like a man page.
enum HelpText {
    static let topics = ["validate", "fix", "render", "diff", "values", "switches", "get", "set", "toggle", "reset", "store-path",
                         "store", "generate", "catalog", "lsp", "config", "help", "rules", "exit-status"]

    static func topic(_ name: String) -> String? {
        switch name {
        case "validate": validate
        case "fix": fix
        case "render": render
        case "diff": diff
        case "values", "switches", "get", "set", "toggle", "reset", "store-path", "store": store
        case "generate": generate
        case "catalog": catalog
        case "lsp": lsp
        case "config": config
        case "help": overview
        case "rules": rules
        case "exit-status": exitStatus
        default: nil
        }
    }

    /// `settingsc --help`: usage lines and the COMMANDS list made from `Frontend.commands`.
    static var overview: String {
        let commands = Frontend.commands.filter { !$0.isHidden }
        return """
        settingsc — check, preview and store settings-screen definitions: cell-style Settings.plist files
        and Settings bundles (a Settings.bundle folder, or one of its pages)

        USAGE

        """ + commands.map { HelpFormatter.usage($0) }.joined()
            + Frontend.globalOptions.map { "  settingsc \($0.usage)\n" }.joined()
            + "\nCOMMANDS\n" + HelpFormatter.commandList(commands) + """

        A FILE is a cell-style definition (a plist whose root is an array of sections), a Settings bundle
        folder or one of its pages; the format is decided by content. A FILE of - reads standard input
        (not for fix, which edits files). Run 'settingsc help COMMAND' for a command's options and
        examples, 'settingsc help store' for where values are kept, 'settingsc help config' for
        .settingsc.json, inline suppressions and baselines, 'man settingsc' for the whole manual.

        """
    }

    static var validate: String { """
    settingsc validate — check settings definitions: Settings.plist files and Settings bundles

    USAGE
    \(usage("validate"))
    Each FILE is a cell-style definition (a plist whose root is an array of sections), a page of a
    Settings bundle (a plist whose root is a dictionary with PreferenceSpecifiers; the folder it is in
    is its bundle), a Settings bundle folder (its Root.plist, every child pane reached from it, their
    ~iphone/~ipad and .lproj variants, and the .strings tables they use), or any other folder, which
    is searched for bundles (*.bundle folders with a Root.plist) and cell-style definitions (*.plist
    files whose root is an array of sections), leaving out .git, .build, DerivedData, Pods,
    node_modules and what the configuration excludes. The format is decided by content, never by
    name, but for a .strings table or a String Catalog (.xcstrings) given by itself: it is read as
    one, its format's rules are checked, and --verbose says which bundle's pages it translates (what
    it says about them is checked with the bundle). Every rule is checked (settingsc help rules);
    all problems of all files are reported in one run, sorted by position, each naming its file.
    Definitions are checked in parallel on every core; the report keeps the order of the arguments,
    and a folder's definitions come in path order.

    The nearest .settingsc.json of each FILE (its folder, or a folder above) turns rules off or
    changes their severity, makes the run strict, adds profiles and names texts that need no
    translation; comments in the files silence findings one by one (settingsc help config).

    \(HelpFormatter.options(ValidateCommand.options))
    EXIT STATUS
      0 no errors (warnings allowed unless --strict), 1 errors found, 2 usage error (a
      configuration or baseline with problems too), 3 a file could not be read, or the --touch
      or --write-baseline file could not be written

    EXAMPLES
      settingsc validate Settings.plist
      settingsc validate --strict --diagnostics github .
      settingsc validate --strict App/Settings.bundle
      settingsc validate --rule missing-translation=off --profile iask App
      settingsc validate --baseline settingsc-baseline.json .
      plutil -convert xml1 -o - Settings.plist | settingsc validate -

    """ }

    static var fix: String { """
    settingsc fix — repair what is certain, in place, then report what is left

    USAGE
    \(usage("fix"))
    Each FILE is what validate takes: a cell-style definition, a Settings bundle page or a bundle
    folder (every page read from it is fixed). A fix-it is applied where the repair is certain: a
    misspelt CellStyle, Type, key, KeyboardType / AutocapitalizationType / AutocorrectionType / idiom
    value or child pane File with exactly one close match, or one in the wrong case (Url → URL).
    Nothing is guessed: two close candidates, Titles and Values of different lengths and the like are
    left to you. The text validate shows under the caret, --diagnostics json's "fix" and SARIF's
    "fixes" are the same fix-its.

    What the configuration turns off is neither reported nor fixed; a finding silenced by a
    comment is not fixed either. A folder is searched for definitions as validate searches it.

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

    \(HelpFormatter.options(FixCommand.options))
    EXIT STATUS
      as validate: 0 nothing left but warnings (unless --strict), 1 errors left (or a binary plist
      that needs fixing), 2 usage error, 3 a file could not be read or written

    EXAMPLES
      settingsc fix Settings.plist
      settingsc fix --strict App/Settings.bundle

    """ }

    static var render: String { """
    settingsc render — preview a settings screen or a Settings bundle

    USAGE
    \(usage("render"))
    Checks FILE like validate, then draws it. A definition with errors prints its diagnostics and no
    preview (exit status 1); warnings are printed and the preview is drawn. Switches and values come
    from the store (settingsc help store), else their defaults; FILE - (standard input) has no store
    unless --store, --domain or $SETTINGSC_STORE names one: its defaults are shown.

    A Settings bundle (a folder, or one of its pages) is drawn as the iOS Settings app shows it on an
    iPhone (--device pad: an iPad): group headers and footers, switches, sliders between their bounds,
    title-values through their Titles, text fields (a secure one as ••• — its value is never shown),
    multi-values with their current title and ›, radio groups with a check mark, child panes with ›.
    Items for the other device and InAppSettingsKit's own items are not shown (json lists them under
    "hidden").

    \(HelpFormatter.options(RenderCommand.options))
    EXAMPLES
      settingsc render Settings.plist
      settingsc render --format html --output preview.html Settings.plist
      settingsc render --format json Settings.plist | jq '.sections[].rows[] | select(.cellType == "switch")'
      settingsc render --lang ko --pane Advanced App/Settings.bundle
      settingsc render --format html --lang ko --output settings.html App/Settings.bundle

    """ }

    /// The usage lines of the command `name` (`Frontend.command(named:)`), unindented by the
    /// help's literal (which indents by four).
    static func usage(_ name: String) -> String {
        guard let command = Frontend.command(named: name) else { return "" }
        return HelpFormatter.usage(command)
    }

    static let exitStatus = """
    settingsc exit statuses

      0  success (validate: no errors; warnings allowed unless --strict)
      1  the input has errors; diagnostics were printed (diff: a change --fail-on names)
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
