import PropertyList

/// `generate swift`: typed accessors and registered defaults for a definition.
public enum Generation {
    /// The languages there is a generator for.
    public static let languages = ["swift"]

    public struct Options: Sendable {
        /// The file to write (only when its content changes); nil for standard output.
        public var output: String?
        public var typeName = "AppSettings"
        public var access = SwiftGenerator.Access.internal
        /// A `settingsc-accessors.json` whose access and type name replace the two above.
        public var optionsFile: String?
        /// The configuration and the command line's checking options.
        public var checking = ConfigurationOptions()

        public init() {}
    }

    public struct Result: Sendable {
        /// The definition's reports with what the generator found added.
        public var reports: [FileReport] = []
        /// The source, when it went to standard output.
        public var source: String?
        public var failure: CommandFailure?
    }

    public static func run(_ path: String, options: Options) -> Result {
        var result = Result()
        var options = options
        var invalidTypeName = "invalid value '\(options.typeName)' for '--type-name'"
        if let file = options.optionsFile {
            switch AccessorOptions.read(file) {
            case .success(let read):
                if let name = read.typeName(for: path, optionsFile: file) {
                    options.typeName = name
                    invalidTypeName = "invalid type name '\(name)' in '\(file)'"
                }
                options.access = read.access ?? options.access
            case .failure(let failure):
                result.failure = failure
                return result
            }
        }
        if let problem = SwiftGenerator.problem(withTypeName: options.typeName) {
            result.failure = .usage("\(invalidTypeName); \(problem)")
            return result
        }
        if let kind = TranslationFileCheck.kind(of: path) {
            result.failure = TranslationFileCheck.notADefinition(path, kind)
            return result
        }
        let applied: AppliedConfiguration
        do {
            applied = try AppliedConfiguration.resolve(for: path, options: options.checking)
            if let output = options.output { try OutputPath.check(output, input: path) }
        } catch {
            result.failure = error
            return result
        }
        let compilation = applied.compile(path: path)
        if let failure = compilation.failures.first {
            result.failure = .unreadable(failure)
            return result
        }
        do {
            if let output = options.output { try OutputPath.check(output, against: compilation.reports) }
        } catch {
            result.failure = error
            return result
        }
        let (source, reports) = SwiftGenerator(typeName: options.typeName, access: options.access)
            .generate(compilation, applying: applied.apply(to:))
        result.reports = reports
        guard let source else {
            result.failure = .inputErrors
            return result
        }
        guard let output = options.output else {
            result.source = source
            return result
        }
        if case .failure(let error) = GeneratedFile.update(output, with: source) { result.failure = .unwritable(error) }
        return result
    }
}
