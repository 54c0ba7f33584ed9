import PropertyList

/// The help of `.settingsc.json`, inline suppressions and baselines (`settingsc help config`).
extension HelpText {
    static let config = """
    settingsc config — .settingsc.json, inline suppressions and baselines: settingsc in a project

    CONFIGURATION
      Every command that reads definitions (validate, fix, render, generate, the store commands,
      catalog, lsp) reads the nearest .settingsc.json of each FILE: in the FILE's folder (for a
      folder FILE, in it), else in the folder above, and so on up to the file-system root. A rule
      turned off there is off for all of them. --config PATH uses PATH for every FILE; --no-config
      uses none. Without "extends", the nearest file replaces the ones above: nothing is merged.
      The file is JSON (RFC 8259) with // and /* */ comments allowed, read by settingsc's own
      reader. Every problem in it — a syntax error, an unknown key, rule, value or profile, a type,
      a cycle of extends — is an error at its line:column with a "did you mean", and nothing is
      read: exit status 2. docs/settingsc.schema.json describes it; docs/configuration.md more.

      {
        "rules": {
          "missing-translation": "warning",
          "in-app-only-specifier": "off",
          "unknown-key": "error"
        },
        "strict": true,
        "profiles": ["iask"],
        "exclude": ["Vendor/", "**/Generated/*.bundle", "*.old.plist"],
        "untranslated": ["WireGuard", "MIDI", "GitHub"],
        "overrides": [{"files": ["Legacy/"], "rules": {"missing-translation": "off"}}]
      }

      extends       a configuration read first (a path relative to this one's folder; chains
                    allowed): this one's rules merged over it by id, its strict, domain and
                    sourceLanguage replacing, its exclude, untranslated, profiles and
                    overrides added
      rules         rule id (settingsc help rules) → "off" (not reported, not fatal, not fixed
                    by fix), "warning" (fails only a strict run) or "error" (fails the run)
      strict        true: warnings fail the run, as --strict does; each is shown as an error that
                    says it was a warning
      profiles      libraries that read the bundle besides the Settings app: "iask"
                    (InAppSettingsKit: its *.inApp.plist pages, types and keys, what crashes it)
      exclude       what a folder walk leaves out, as .gitignore patterns relative to the
                    configuration's folder: * ? [a-z] [!a-z], ** for any number of folders; a
                    pattern without / is a name matched at any depth, a trailing / matches
                    folders only. A FILE named on the command line is always checked.
      untranslated  texts that are the same in every language (names, brands): never reported as
                    missing translations. Language names written in their own language (English,
                    Deutsch, Français, 日本語 …: the languages iOS offers) never are.
      overrides     [{"files": [PATTERN…], "rules": {…}, "untranslated": […], "strict": BOOL}]:
                    applied in order to the FILEs the patterns match (or a folder they are in)
      domain        the store of the bundles it covers, as --domain NAME (after --store,
                    --domain and $SETTINGSC_STORE)
      sourceLanguage  the language the pages' texts are written in: its table need not hold
                    every text (default: a String Catalog's sourceLanguage, else none)
      $schema       any string, for editors

      The command line comes after the configuration: --rule ID=off|warning|error (repeatable) sets
      a rule over it, --profile NAME adds a profile, --strict makes the run strict, --quiet reports
      errors only (the store commands then print only their answer).

    INLINE SUPPRESSIONS
      A comment silences rules where it stands:
        <!-- settingsc-disable-next-line missing-translation, unknown-key -->   (a plist)
        <!-- settingsc-disable missing-translation -->
        /* settingsc-disable-next-line duplicate-strings-key */                 (a .strings file)
        // settingsc-disable duplicate-strings-key
      settingsc-disable-next-line silences the rules named (by id, separated by commas or spaces)
      on the line after the comment; settingsc-disable in the rest of the file. A ':' or '(' ends the
      ids, so a reason may follow:
        <!-- settingsc-disable-next-line unknown-key: read by our app -->
      A suppression that silences nothing — the rule is not reported there, the id is no rule's, the
      directive is misspelt — is a warning (unused-suppression). A silenced finding is not fixed by fix.

    BASELINES
      settingsc validate --write-baseline settingsc-baseline.json .
          records today's findings in the file (exit status 0; nothing is reported)
      settingsc validate --baseline settingsc-baseline.json .
          reports only findings the file does not record
      A finding is matched by its rule, its file and the item involved — the key or text it is
      about, else its line's text — never by line number, so edits elsewhere do not bring it back;
      each entry accepts one finding. Entries that match nothing any more (fixed, or the item
      changed) are counted in a note. The file is JSON (docs/baseline.schema.json):
        {"version": 1, "findings": [{"rule": "missing-translation",
          "file": "App/Settings.bundle/Root.plist", "item": "Sound", "severity": "warning",
          "message": "…"}]}
      with file names relative to the baseline's folder, findings sorted by file, rule, item and
      message: the same findings always give the same bytes.

    """
}
