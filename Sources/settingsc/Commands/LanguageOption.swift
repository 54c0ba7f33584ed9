import PropertyList

/// `--lang TAG`, as every command that takes it checks it.
enum LanguageOption {
    /// A usage error when `--lang` is given something that is no language tag.
    static func check(_ parsed: ParsedArguments, command: String) throws(UsageError) {
        guard let lang = parsed.value("--lang"), !isLanguageTag(lang) else { return }
        throw UsageError("invalid value '\(lang)' for '--lang'; expected a language tag such as 'ko', 'en-GB' or "
            + "'zh_Hans' (as .lproj folders are named)", command: command)
    }

    /// Letters, digits and hyphens, as BCP 47 tags are made, or underscores, as `.lproj` folders are
    /// often named (`zh_Hans`, `pt_BR`).
    private static func isLanguageTag(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35 && text.unicodeScalars.allSatisfy {
            ($0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
