import PropertyList

/// The help of `settingsc diff`.
extension HelpText {
    static var diff: String { """
    settingsc diff — what a change does to the screen and to users' stored values

    USAGE
    \(usage("diff"))  settingsc diff [OPTION]... --git REV [PATH]...

    OLD and NEW are two Settings bundles, two pages of bundles or two cell-style definitions (or two
    folders, whose definitions are paired by their paths inside them). Both are read as validate
    reads them; a side with errors is still compared (a note says so), a side that cannot be read
    or is no definition stops the run with validate's diagnostics (status 3), and two of different
    formats are a usage error. With --git REV, each PATH as the git revision REV has it (git is run
    to read it) is compared with the working tree; without PATH, every definition a folder walk of
    the current folder finds (one REV does not have is all added).

    Items are matched by identity: a specifier by its Key; one without a Key by its Type, Title
    (a child pane's File when its Title changed) and place among those alike; a cell-style row by
    its Key, else its Content; pages by name. Each is reported as added, removed, moved (to another
    page, group or place among its neighbours), changed (one change per attribute: Title,
    DefaultValue, Titles, Values, MinimumValue, MaximumValue, TrueValue, FalseValue, KeyboardType
    and the other enumerations, a child pane's File, a row's Content, CellStyle or Detail), or
    renamed (a Key given up and another taken by an item of the same Type and Title); and each
    translation added, removed or changed, per language and table.

    Breaking changes take something from users who already have stored values, each with the
    reason: a renamed Key (the value stays under the old name, unread); a Key whose value type
    changes (a toggle switch becoming a multi value; a TrueValue or FalseValue changed); a multi
    value or radio group whose Values lose one that users may have chosen.

    Values are shown as the plist has them (in a list, strings in single quotes). Definitions
    whose files are the same bytes on both sides have no change and are not read further. The
    output depends on the two versions only: the same inputs give the same bytes.

    \(HelpFormatter.options(DiffCommand.options))
    EXIT STATUS
      0 compared (changes or not), 1 --fail-on matched, 2 usage error (two formats, an unknown
      revision, a PATH not in REV), 3 a side unreadable or no definition, git cannot be run, or
      the current folder is in no git repository

    EXAMPLES
      settingsc diff old/Settings.bundle App/Settings.bundle
      settingsc diff --git main --fail-on breaking App/Settings.bundle
      settingsc diff --git origin/main --format markdown > settings-changes.md
      settingsc diff --format json old.plist Settings.plist | jq '.changes[] | select(.breaking)'

    """ }
}
