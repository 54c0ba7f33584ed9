import PropertyList
import Platform
import SettingsCompiler

/// `settingsc render`: the settings preview, as text, HTML or JSON.
enum RenderCommand {
    static let options: [OptionSpec] = [
        .value("--format", RenderFormat.allCases.map(\.rawValue), summary: "what to draw: text, HTML or JSON",
               details: "text (default): the screen as a terminal shows it, rows in boxes (a bundle: its first "
                + "page, or --pane);\nhtml: one self-contained page in the look of an iOS settings list, light and "
                + "dark, no script, nothing loaded from the network (a bundle: every page, child panes reached by "
                + "in-page links with a way back);\njson: the document described by docs/render.schema.json (a "
                + "bundle: docs/render-bundle.schema.json, every page)"),
        .value("--output", kind: .path, valueName: "PATH", summary: "write to PATH instead of standard output",
               details: "write to PATH (replaced atomically) instead of standard output"),
        .value("--width", valueName: "N", summary: "text: box width in columns",
               details: "text: box width in columns (default: the terminal's, else 60; min 16)"),
        .color(summary: "text: colour switch states and buttons",
               details: "text: colour (switch states, buttons); auto: only on a terminal and without NO_COLOR"),
        .flag("--ascii", summary: "text: draw with ASCII only",
              details: "text: draw with ASCII only (+-| > ... * =o-); the definition's own texts are shown as they are"),
        .value("--lang", kind: .language, valueName: "TAG", summary: "the language shown",
               details: "a bundle: the translations shown: TAG.lproj, else the language alone (pt-BR: pt.lproj), "
                + "else Base.lproj, else the plists' own texts (a note says so); without --lang en.lproj, else "
                + "Base.lproj; a String Catalog's translations where one translates the table (a note says when "
                + "they differ from the .lproj table the bundle ships).\nhtml: the page's language (default: that of the texts shown); ar, he, fa, ur ... "
                + "are laid out right to left"),
        .value("--title", valueName: "TEXT", summary: "html: the page's title",
               details: "html: the page's title; a bundle: its first page's (default: Settings)"),
        .value("--pane", kind: .pane, valueName: "NAME", summary: "a bundle: the page to draw",
               details: "a bundle: draw the page NAME (Root, Advanced, Licenses/Acknowledgements: a child pane's "
                + "File) instead of the first; html: the page opens at it. An unknown NAME is a usage error that "
                + "lists the pages"),
        .value("--device", ["phone", "pad"], summary: "a bundle: the device previewed",
               details: "a bundle: the device previewed (default: phone); a page's ~iphone or ~ipad variant is "
                + "shown in its place"),
    ] + StoreCommands.storeOptions + CheckOptions.specs

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard parsed.operands.count == 1 else {
            throw UsageError(parsed.operands.isEmpty ? "render needs a FILE" : "render takes one FILE", command: "render")
        }
        var options = Rendering.Options()
        options.format = RenderFormat(rawValue: parsed.value("--format") ?? "text")!
        options.output = parsed.value("--output")
        var width: Int?
        if let text = parsed.value("--width") {
            guard let value = Int(text), value >= TextRenderer.minimumWidth, value <= 10_000 else {
                throw UsageError("invalid value '\(text)' for '--width'; expected a number of columns from "
                    + "\(TextRenderer.minimumWidth) to 10000", command: "render")
            }
            width = value
        }
        try LanguageOption.check(parsed, command: "render")
        let toTerminal = options.output == nil && System.isTerminal(1)
        if options.format == .text {
            options.style = TerminalStyle.resolve(parsed.value("--color") ?? (options.output == nil ? "auto" : "never"),
                                                  descriptor: 1)
        }
        options.width = width ?? (toTerminal ? System.terminalColumns(1) : nil) ?? 60
        options.ascii = parsed.has("--ascii")
        options.language = parsed.value("--lang")
        options.title = parsed.value("--title") ?? "Settings"
        options.pane = parsed.value("--pane")
        options.device = parsed.value("--device")
        options.store = StoreCommands.selection(parsed)
        options.checking = try CheckOptions.read(parsed, command: "render")

        let result = Rendering.run(parsed.operands[0], options: options)
        CommandOutput.printCompilation(readFailures: result.readFailures, reports: result.reports,
                                       color: parsed.value("--color"))
        if case .inputErrors? = result.failure { return .inputErrors }
        if case .unreadable? = result.failure, !result.readFailures.isEmpty { return .ioFailure }
        CommandOutput.printMessages(result.messages)
        if let failure = result.failure {
            return try CommandOutput.status(of: failure, command: "render", shown: result.readFailures)
        }
        return .success
    }
}
