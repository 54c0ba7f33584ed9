/// `settingsc help lsp`.
extension HelpText {
    static var lsp: String { """
    settingsc lsp — the language server: settingsc's checks in an editor as you type

    USAGE
    \(usage("lsp"))
    Speaks the Language Server Protocol (3.17, JSON-RPC on standard input and output) with an editor
    that starts it: VS Code, Neovim, Helix, Zed, Sublime Text and Emacs (docs/editors.md shows
    each one's setup). It checks Settings bundle pages, .strings tables, cell-style definitions and
    .settingsc.json as they are typed:

      diagnostics   every rule of validate, for the whole bundle of the file you edit (its *.bundle
                    folder, or a workspace folder of the editor's that holds Root.plist), on every
                    change; unsaved buffers of the bundle's other files are read instead of the
                    disk; a broken .settingsc.json is shown on itself, nothing is checked under it
      code actions  each fix-it as a quick fix; source.fixAll.settingsc applies them all
      completion    Type values, the keys a Type takes, enumerated values (KeyboardType …), child
                    pane File names, StringsTable names, rule ids in .settingsc.json
      hover         what a key or Type means; a text's translation in every language
      definition    a child pane's File → its page; a text → its entry in each language's table
      symbols       the page's groups and their items

    Positions are UTF-16 code units unless the client offers UTF-8 (general.positionEncodings).
    The server reads no options; a broken message is answered with a JSON-RPC error and the server
    reads on. Diagnostics of what cannot go on (a client that reads nothing for a minute) go to
    standard error.

    \(HelpFormatter.options(LSPCommand.options))
    EXIT STATUS
      0 after shutdown and exit, 1 on exit without shutdown, or when the client goes away

    EXAMPLES
      settingsc lsp              (started by the editor, not by hand)

    """ }
}
