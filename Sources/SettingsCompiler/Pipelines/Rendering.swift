import PropertyList
import Platform

/// `render`: a definition previewed as text, HTML or JSON, into standard output or a file that is
/// replaced only when rendering succeeds.
public enum Rendering {
    public struct Options: Sendable {
        public var format: RenderFormat = .text
        /// The file to replace; nil for standard output.
        public var output: String?
        /// The text rendering's width in display columns.
        public var width = 60
        public var style = TerminalStyle(enabled: false)
        public var ascii = false
        /// `--lang`: the language shown (a bundle's) or named (the HTML page's); nil to decide.
        public var language: String?
        public var title = "Settings"
        /// `--pane`: the page of a bundle to draw.
        public var pane: String?
        /// `--device`: `phone` or `pad`.
        public var device: String?
        public var store = StoreSelection()
        /// The configuration and the command line's checking options: a rule turned off does not stop
        /// the preview.
        public var checking = ConfigurationOptions()

        public init() {}
    }

    /// What rendering gave besides its output: the definition's reports (shown whatever happened, before
    /// anything else), then notes and warnings, then why it stopped short.
    public struct Result: Sendable {
        public var reports: [FileReport] = []
        /// Files of the definition that could not be read (shown before the reports).
        public var readFailures: [System.FileError] = []
        public var messages: [CommandMessage] = []
        public var failure: CommandFailure?
    }

    /// Renders FILE (a path, a bundle folder or "-"). A file is streamed: a cell-style definition's
    /// sections are drawn as they are parsed. Standard input with no store named shows the defaults.
    public static func run(_ path: String, options: Options) -> Result {
        var result = Result()
        if let kind = TranslationFileCheck.kind(of: path) {
            result.failure = TranslationFileCheck.notADefinition(path, kind)
            return result
        }
        let store: ResolvedStore?
        let applied: AppliedConfiguration
        do {
            applied = try AppliedConfiguration.resolve(for: path, options: options.checking)
            if let output = options.output { try OutputPath.check(output, input: path) }
            store = try options.store.configured(by: applied).resolveIfNamed(for: path)
        } catch {
            result.failure = error
            return result
        }
        // A folder is a Settings bundle, compiled whole; a file is streamed (its format is known once
        // its first value is).
        var file: SourceFile?
        if path == "-" || !System.isDirectory(path) {
            switch SourceFile.open(path) {
            case .success(let opened): file = opened
            case .failure(let error):
                result.failure = .unreadable(error)
                return result
            }
        }
        // The store is read before the definition is parsed: a broken store fails before any work, and
        // the states are known when each section is drawn. Switch keys come from the definition, so the
        // store's values are matched to them as each section arrives.
        var stored = PlistDictionary()
        switch store?.store.read() {
        case .success(let dictionary)?: stored = dictionary
        case .failure(let error)?:
            result.failure = .store(error)
            return result
        case nil: break
        }
        // Sections are rendered as they are parsed, into output that is published only if the input
        // turns out to have no errors (see RenderOutput: memory stays small for any size).
        let sink: RenderOutput
        if let output = options.output {
            switch RenderOutput.replacing(output) {
            case .success(let staged): sink = staged
            case .failure(let error):
                result.failure = .unwritable(error)
                return result
            }
        } else {
            sink = .standardOutput()
        }
        var screen = ScreenRendering(options: options, sink: sink, store: store?.store, stored: stored)
        let compilation = file.map { file in applied.compile(file) { screen.render($0) } } ?? applied.compile(path: path)
        result.reports = compilation.reports
        result.readFailures = compilation.failures
        if !compilation.failures.isEmpty {
            result.failure = .unreadable(compilation.failures[0])
            return result
        }
        if compilation.hasErrors {
            result.failure = .inputErrors
            return result
        }
        do {
            // A page given as a file has read the pages and tables beside it: none of them is replaced.
            if let output = options.output { try OutputPath.check(output, against: compilation.reports) }
        } catch {
            result.failure = error
            return result
        }
        if case .bundle(let bundle)? = compilation.definition {
            // A page given as a file is known to be one only now: its bundle's store may be another file.
            let bundleStore = store?.store(for: .bundle(bundle))
            var bundleStored = stored
            if let bundleStore, bundleStore.path != store?.store.path {
                switch bundleStore.read() {
                case .success(let dictionary): bundleStored = dictionary
                case .failure(let error):
                    result.failure = .store(error)
                    return result
                }
            }
            BundleRendering.render(bundle, options: options, stored: bundleStored, store: bundleStore, to: sink,
                                   result: &result)
            return result
        }
        for option in [("--pane", options.pane), ("--device", options.device)] where option.1 != nil {
            result.failure = .usage("'\(option.0)' works on Settings bundles; '\(path)' is a cell-style definition")
            return result
        }
        result.messages += screen.warnings.map { .warning($0) }
        screen.finish()
        if case .failure(let error) = sink.commit() { result.failure = .unwritable(error) }
        return result
    }
}
