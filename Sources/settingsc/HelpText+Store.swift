import PropertyList

/// The help of the store commands: values, switches, get, set, toggle, reset, store-path.
extension HelpText {
    static let storeCommands = ["values", "switches", "get", "set", "toggle", "reset", "store-path"]

    static var store: String {
        let commands = Frontend.commands.filter { storeCommands.contains($0.name) }
        return """
    settingsc values, switches, get, set, toggle, reset, store-path — stored values from the shell

    USAGE
    \(commands.map { HelpFormatter.usage($0) }.joined())
    COMMANDS
    \(HelpFormatter.commandList(commands))
    FILE is a cell-style definition, a Settings bundle folder or one of its pages. Its keyed items are a
    cell-style definition's switches (a row's Key, else its Content) or every bundle item with a Key.
    Only those keys are accepted; anything else is a usage error (status 2) that names close matches,
    and the store is not touched. FILE is checked first: with errors, status 1 and nothing is written.
    An item's value is its stored value, else its DefaultValue (a switch without one: false).

    VALUES
      switch        true/false, on/off, yes/no or 1/0, in any case; stored as its TrueValue/FalseValue
                    when it has them, else a boolean; get prints true or false
      slider        a number from MinimumValue to MaximumValue, stored as a real
      multi-value,  one of its Values (as its plist text: 30, auto) or one of its untranslated Titles,
      radio group   stored as that value with the type of the Values (an integer stays an integer)
      text field    any text
      title-value   a value of its DefaultValue's type (a date as 2026-11-23T09:30:00Z, data as base64)
      A refused value is status 2 with what the item takes, and the store is not touched. Only switches
      can be toggled. get prints numbers and dates as plist text and strings as they are; values
      writes a value's tab, line breaks and backslashes as \\t, \\n, \\r and \\\\. A stored value of the
      wrong type counts as absent, with a warning; set and toggle replace it.

    \(HelpFormatter.options(StoreCommands.options))
    THE STORE
      Found by the first that applies: --store PATH; --domain NAME, meaning
      <config>/settingsc/NAME.plist; $SETTINGSC_STORE; else <config>/settingsc/<DOMAIN>.plist, DOMAIN
      being the folder that holds a Settings bundle (MyApp/Settings.bundle and its pages: MyApp) or a
      cell-style FILE's name without extension. <config> is $XDG_CONFIG_HOME if set and absolute, else
      $HOME/.config. render, values, switches and get read the store that set, toggle and reset write.

      Definitions named alike share a store: App/Settings.plist and Other/Settings.plist both use
      <config>/settingsc/Settings.plist, and the bundles of two projects that both keep theirs in a
      folder named App (App/Settings.bundle) both use App.plist. Give each its own --domain (or --store,
      or $SETTINGSC_STORE); settingsc store-path FILE prints the file FILE uses.

      It is a property list dictionary that any plist tool reads: a new store is XML, a binary one (an
      app's own preferences file) stays binary. Entries settingsc did not write are kept exactly and in
      order. Changes are made under a lock on <store>.lock, and the file is replaced atomically, so
      concurrent toggles from many shells lose nothing and a crash never leaves half a file. A store
      that does not parse is never overwritten (status 3, with the position of the problem). A store
      path that is a symbolic link is followed; the link is kept. New files are mode 0600, new
      directories 0700. A lock held by another process is waited for: settingsc says so after a
      second and gives up after $SETTINGSC_LOCK_TIMEOUT seconds (default 30), status 3.

    EXAMPLES
      settingsc toggle Settings.plist pushEnabled
      settingsc set --domain staging Settings.plist autoLogin off
      settingsc set MyApp/Settings.bundle skipForwardSeconds '45 seconds'
      settingsc values MyApp/Settings.bundle
      settingsc switches Settings.plist | awk -F'\\t' '$2 == "true" { print $1 }'

    """
    }
}
