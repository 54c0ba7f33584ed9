import PropertyList
import Platform
import SettingsCompiler

/// `settingsc render`: the settings preview, as text, HTML or JSON.
enum RenderCommand {
    static let options: [OptionSpec] = [
        .value("--format", RenderFormat.allCases.map(\.rawValue)),
        .value("--output", kind: .path),
        .value("--width"),
        .value("--color", ["auto", "always", "never"]),
        .flag("--ascii"),
        .value("--lang", kind: .language),
        .value("--title"),
        .value("--pane"),
        .value("--device", ["phone", "pad"]),
    ] + StoreCommands.storeOptions

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
        if let lang = parsed.value("--lang"), !isLanguageTag(lang) {
            throw UsageError("invalid value '\(lang)' for '--lang'; expected a language tag such as 'ko', 'en-GB' or "
                + "'zh_Hans' (as .lproj folders are named)",
                             command: "render")
        }
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

    /// Letters, digits and hyphens, as BCP 47 tags are made, or underscores, as `.lproj` folders are
    /// often named (`zh_Hans`, `pt_BR`).
    private static func isLanguageTag(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35 && text.unicodeScalars.allSatisfy {
            ($0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
