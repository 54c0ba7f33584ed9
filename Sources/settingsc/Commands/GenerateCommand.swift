import PropertyList
import Platform
import SettingsCompiler

/// `settingsc generate swift`: typed accessors and registered defaults for a definition.
enum GenerateCommand {
    static let options: [OptionSpec] = [
        .value("--output", kind: .path, valueName: "PATH", summary: "write to PATH instead of standard output",
               details: "write to PATH instead of standard output: replaced atomically, and left untouched "
                + "(modification time too) when the result is unchanged"),
        .value("--type-name", valueName: "NAME", summary: "the struct's name",
               details: "the struct's name (default: AppSettings); a Swift identifier"),
        .value("--access", SwiftGenerator.Access.allCases.map(\.rawValue), summary: "the access level of the code",
               details: "the access level of what is generated (default: internal)"),
        .value("--options-file", kind: .path, valueName: "PATH", summary: "a settingsc-accessors.json to follow",
               details: "a settingsc-accessors.json (what SettingsAccessorsPlugin passes for a target that has "
                + "one): its \"access\", and the type it names for FILE (\"typeName\", or FILE's entry in "
                + "\"typeNames\", by its path relative to PATH's folder or its file name), replace the two options "
                + "above"),
    ] + CheckOptions.specs

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard let language = parsed.operands.first else {
            throw UsageError("generate needs a language ('swift') and a FILE", command: "generate")
        }
        guard Generation.languages.contains(language) else {
            // `generate Settings.plist`: a FILE where the language belongs.
            if parsed.operands.count == 1, language == "-" || language.contains("/") || language.hasSuffix(".plist")
                || language.hasSuffix(".bundle") || System.isRegularFile(language) || System.isDirectory(language) {
                throw UsageError("generate needs a language before FILE: 'settingsc generate swift \(language)'",
                                 command: "generate")
            }
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
        options.checking = try CheckOptions.read(parsed, command: "generate")
        let result = Generation.run(parsed.operands[1], options: options)
        CommandOutput.printDiagnostics(result.reports, color: nil)
        if let failure = result.failure { return try CommandOutput.status(of: failure, command: "generate") }
        if let source = result.source { System.write(source, to: 1) }
        return .success
    }
}
