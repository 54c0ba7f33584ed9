import PropertyList
import Platform
import SettingsCompiler

/// `settingsc generate swift`: typed accessors and registered defaults for a definition (SPEC §7).
enum GenerateCommand {
    static let languages = ["swift"]

    static let options: [OptionSpec] = [
        .value("--output", kind: .path),
        .value("--type-name"),
        .value("--access", SwiftGenerator.Access.allCases.map(\.rawValue)),
    ]

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: "generate", specs: options)
        if parsed.wantsHelp {
            System.write(HelpText.generate, to: 1)
            return .success
        }
        guard let language = parsed.operands.first else {
            throw UsageError("generate needs a language ('swift') and a FILE", command: "generate")
        }
        guard languages.contains(language) else {
            let suggestion = Suggestions.closest(to: language, in: languages)
            throw UsageError("unknown language '\(language)' for 'generate'; expected 'swift'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), command: "generate")
        }
        guard parsed.operands.count == 2 else {
            throw UsageError(parsed.operands.count < 2 ? "generate swift needs a FILE" : "generate swift takes one FILE",
                             command: "generate")
        }
        let typeName = parsed.value("--type-name") ?? "AppSettings"
        if let problem = SwiftGenerator.problem(withTypeName: typeName) {
            throw UsageError("invalid value '\(typeName)' for '--type-name'; \(problem)", command: "generate")
        }
        let access = SwiftGenerator.Access(rawValue: parsed.value("--access") ?? "internal")!

        let compilation = DefinitionCompiler.compile(path: parsed.operands[1])
        if let failure = compilation.failures.first { return CommandOutput.readFailure(failure) }
        let (source, reports) = SwiftGenerator(typeName: typeName, access: access).generate(compilation)
        CommandOutput.printDiagnostics(reports, color: nil)
        guard let source else { return .inputErrors }
        guard let output = parsed.value("--output") else {
            System.write(source, to: 1)
            return .success
        }
        if case .failure(let error) = GeneratedFile.update(output, with: source) {
            return CommandOutput.failure("cannot write '\(error.path)': \(error.reason)")
        }
        return .success
    }
}
