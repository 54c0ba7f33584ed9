import Diagnostics
import PropertyList
import Platform
import SettingsCompiler

/// `settingsc catalog compile|extract`: a Settings bundle's String Catalogs.
enum CatalogCommand {
    static let actions = ["compile", "extract"]

    static let options: [OptionSpec] = [
        .value("--output-bundle", kind: .path, valueName: "DIR", summary: "compile into a copy of the bundle",
               details: "compile: write into DIR, a copy of BUNDLE such as the built product's (created if missing), "
                + "instead of into BUNDLE"),
        .value("--source-language", kind: .language, valueName: "TAG", summary: "the language the pages are written in",
               details: "extract: the language the pages are written in, for a new catalog (default: the language "
                + "whose tables only restate the texts, else en; zh_Hans is read as zh-Hans)"),
        .flag("--force", summary: "compile: overwrite tables edited by hand",
              details: "compile: overwrite tables that were edited by hand since catalog compile wrote them (or that it "
                + "did not write), losing those edits; without it such a table stops the run and nothing is written"),
        .color(summary: "colour diagnostics", details: "colour diagnostics; auto: only on a terminal and without NO_COLOR"),
    ] + CheckOptions.specs

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard let action = parsed.operands.first else {
            throw UsageError("catalog needs an action ('compile' or 'extract') and a BUNDLE", command: "catalog")
        }
        guard actions.contains(action) else {
            throw UsageError("unknown action '\(action)' for 'catalog'; expected 'compile' or 'extract'"
                + MessageText.didYouMean(Suggestions.closest(to: action, in: actions)), command: "catalog")
        }
        guard parsed.operands.count == 2 else {
            throw UsageError("catalog \(action) " + (parsed.operands.count < 2 ? "needs a BUNDLE" : "takes one BUNDLE"),
                             command: "catalog")
        }
        let bundle = parsed.operands[1]
        let color = parsed.value("--color")
        let checking = try CheckOptions.read(parsed, command: "catalog")
        if action == "compile" {
            if parsed.value("--source-language") != nil {
                throw UsageError("'--source-language' is an option of catalog extract", command: "catalog")
            }
            var options = CatalogCompilation.Options(outputBundle: parsed.value("--output-bundle"), force: parsed.has("--force"))
            options.checking = checking
            let result = CatalogCompilation.run(bundle, options: options)
            CommandOutput.printCompilation(readFailures: result.failures, reports: result.reports, color: color)
            CommandOutput.printMessages(result.messages)
            printRefused(result.refused)
            for table in result.tables where table.outcome != .unchanged { System.write("wrote \(table.path)\n", to: 1) }
            if let failure = result.failure {
                return try CommandOutput.status(of: failure, command: "catalog", shown: result.failures)
            }
            return .success
        }
        for option in ["--output-bundle", "--force"] where parsed.value(option) != nil || parsed.has(option) {
            throw UsageError("'\(option)' is an option of catalog compile", command: "catalog")
        }
        var options = CatalogExtraction.Options(sourceLanguage: parsed.value("--source-language"))
        options.checking = checking
        let result = CatalogExtraction.run(bundle, options: options)
        CommandOutput.printCompilation(readFailures: result.failures, reports: result.reports, color: color)
        CommandOutput.printMessages(result.messages)
        for catalog in result.catalogs where catalog.outcome != .unchanged {
            System.write("wrote \(catalog.path): \(summary(catalog))\n", to: 1)
        }
        if let failure = result.failure {
            return try CommandOutput.status(of: failure, command: "catalog", shown: result.failures)
        }
        return .success
    }

    /// Each table compile would not overwrite, with the texts it would lose, then what to do.
    private static func printRefused(_ refused: [CatalogCompilation.RefusedTable]) {
        guard !refused.isEmpty else { return }
        for table in refused {
            let shown = table.edits.edits.prefix(10).map { edit in
                MessageText.quoted(edit.key) + " (" + MessageText.quoted(edit.value) + " here, "
                    + (edit.compiled.map { MessageText.quoted($0) + " in the catalog" } ?? "not in the catalog") + ")"
            }
            let more = table.edits.edits.count > 10 ? " and \(table.edits.edits.count - 10) more" : ""
            let how = table.handWritten ? "was not written by catalog compile" : "was edited since catalog compile wrote it"
            let message = "'\(table.path)' \(how); compiling '\(table.catalog)' would overwrite "
                + shown.joined(separator: ", ") + more
            System.write("settingsc: error: \(TerminalText.escaped(message))\n", to: 2)
        }
        let edited = refused.contains { !$0.handWritten }
        CommandOutput.printMessages([.note("nothing was written; "
            + (edited ? "run settingsc catalog extract to take the edits into the catalog (to be reviewed), " : "")
            + "put the texts into the catalog, or run settingsc catalog compile --force to overwrite them")])
    }

    /// "3 texts added, 12 translations taken from .lproj tables, 1 marked stale".
    private static func summary(_ catalog: CatalogExtraction.UpdatedCatalog) -> String {
        var parts: [String] = []
        if catalog.added > 0 { parts.append(counted(catalog.added, "text") + " added") }
        if catalog.translationsTaken > 0 { parts.append(counted(catalog.translationsTaken, "translation") + " taken from .lproj tables") }
        if catalog.editsTaken > 0 {
            parts.append(counted(catalog.editsTaken, "hand edit") + " of compiled tables taken for review")
        }
        if catalog.commentsTaken > 0 { parts.append(counted(catalog.commentsTaken, "comment") + " taken from .lproj tables") }
        if catalog.revived > 0 { parts.append(counted(catalog.revived, "stale text") + " in use again") }
        if catalog.markedStale > 0 { parts.append(counted(catalog.markedStale, "text") + " marked stale") }
        return parts.isEmpty ? "rewritten as Xcode writes it" : parts.joined(separator: ", ")
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) " + (count == 1 ? noun : noun + "s")
    }
}
