import PropertyList
import Platform
import SettingsCompiler

/// `settingsc generate swift`: typed accessors and registered defaults for a definition (SPEC §7).
enum GenerateCommand {
    static let options: [OptionSpec] = [
        .value("--output", kind: .path),
        .value("--type-name"),
        .value("--access", SwiftGenerator.Access.allCases.map(\.rawValue)),
        .value("--options-file", kind: .path),
    ]

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard let language = parsed.operands.first else {
            throw UsageError("generate needs a language ('swift') and a FILE", command: "generate")
        }
        guard Generation.languages.contains(language) else {
            let suggestion = Suggestions.closest(to: language, in: Generation.languages)
            throw UsageError("unknown language '\(language)' for 'generate'; expected 'swift'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), command: "generate")
        }
        guard parsed.operands.count == 2 else {
            throw UsageError(parsed.operands.count < 2 ? "generate swift needs a FILE" : "generate swift takes one FILE",
                             command: "generate")
        }
        var options = Generation.Options()
        options.output = parsed.value("--output")
        options.typeName = parsed.value("--type-name") ?? "AppSettings"
        options.access = SwiftGenerator.Access(rawValue: parsed.value("--access") ?? "internal")!
        options.optionsFile = parsed.value("--options-file")
        let result = Generation.run(parsed.operands[1], options: options)
        CommandOutput.printDiagnostics(result.reports, color: nil)
        if let failure = result.failure { return try CommandOutput.status(of: failure, command: "generate") }
        if let source = result.source { System.write(source, to: 1) }
        return .success
    }
}
