import PropertyList

/// The help of `settingsc catalog`.
extension HelpText {
    static var catalog: String { """
    settingsc catalog — String Catalogs for Settings bundles

    USAGE
    \(usage("catalog"))
    ACTION is compile or extract:
      settingsc catalog compile [--output-bundle DIR] [--force] BUNDLE
      settingsc catalog extract [--source-language TAG] BUNDLE

    Xcode copies a Settings.bundle as it is: a String Catalog (.xcstrings) inside it is never
    compiled, and the Settings app reads only <lang>.lproj/<Table>.strings. settingsc closes the gap.
    A catalog <Table>.xcstrings at the top of the bundle holds the translations of the pages whose
    StringsTable is <Table>; validate and render take translations from it (settingsc help rules:
    invalid-catalog, stale-catalog-entry, unfinished-translation, catalog-out-of-date...). An empty
    translation is reported with the text a device shows instead (the source text); keys without a
    letter ("", "%@", "1") are the same in every language and raise no empty or unfinished
    translation. render --lang TAG notes when the catalog's TAG table differs from the .lproj table
    the bundle ships.

    catalog compile writes every catalog's languages as <lang>.lproj/<Table>.strings (UTF-8, keys
    sorted, the same bytes for the same catalog), into BUNDLE or, with --output-bundle, into a copy
    of it (the built product's). A table whose bytes would not change is left untouched (its
    modification time too); others are replaced atomically, and only where a regular file (or
    nothing) is. Each text: its translation whatever its state; a language without one gets the
    source language's text when that differs from the key. Device variations: the 'other' text, and
    the iphone or ipad text in <Table>~iphone.strings / <Table>~ipad.strings when pages have ~iphone
    or ~ipad variants. Plural forms and substitutions cannot be shown by the Settings app: they are
    left out, with a warning. A catalog with errors, a page with errors or a file that cannot be
    read stops the run before anything is written (as for extract).
    Each table's first line records a digest of its entries: a table edited by hand since (or
    written by hand, without that line) is not overwritten where it holds texts the catalog would
    replace; the run names the table and the keys, writes nothing and exits 1. Run catalog extract
    to take the edits into the catalog, or --force to overwrite them.

    catalog extract creates or updates <Table>.xcstrings for every table the pages use: each page
    text becomes an entry ('manual'), the .lproj tables' translations fill the languages an entry
    lacks ('translated'), entries no page uses are marked 'stale' (and in use again when a page uses
    them again). A text changed by hand in a table compile wrote becomes that language's translation
    in state 'needs_review'; a table's comment before an entry becomes the entry's comment when it
    has none. Comments, states and everything else a translator set are kept. The file is written
    exactly as Xcode writes it, so Xcode opens it without changes, and it is left untouched when its
    content needs no change (whatever its layout). Nothing is written while the bundle has errors.

    \(HelpFormatter.options(CatalogCommand.options))
    Each file written is printed on standard output ("wrote PATH"); diagnostics go to standard error.

    EXIT STATUS
      0 done, 1 a catalog or the bundle has errors, or a table holds hand edits (nothing written),
      2 usage error, 3 a file could not be read or written

    EXAMPLES
      settingsc catalog extract App/Settings.bundle
      settingsc catalog compile App/Settings.bundle
      settingsc catalog compile --output-bundle "$TARGET_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH/Settings.bundle" App/Settings.bundle

    """ }
}
