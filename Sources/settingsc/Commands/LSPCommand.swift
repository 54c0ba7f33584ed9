import LanguageServer

/// `settingsc lsp`: the language server on standard input and output; the library's
/// `LanguageServer` does the work.
enum LSPCommand {
    static let options: [OptionSpec] = []

    static func run(_ parsed: ParsedArguments) throws(UsageError) -> ExitStatus {
        guard parsed.operands.isEmpty else {
            throw UsageError("lsp takes no operands: it talks to an editor on standard input and output", command: "lsp")
        }
        return LanguageServer.run() == 0 ? .success : .inputErrors
    }
}
