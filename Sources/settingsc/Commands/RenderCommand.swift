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
    ] + StoreOptions.specs

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ArgumentScanner.scan(arguments, command: "render", specs: options)
        if parsed.wantsHelp {
            System.write(HelpText.render, to: 1)
            return .success
        }
        guard parsed.operands.count == 1 else {
            throw UsageError(parsed.operands.isEmpty ? "render needs a FILE" : "render takes one FILE", command: "render")
        }
        let path = parsed.operands[0]
        let format = RenderFormat(rawValue: parsed.value("--format") ?? "text")!
        let output = parsed.value("--output")
        var width: Int?
        if let text = parsed.value("--width") {
            guard let value = Int(text), value >= TextRenderer.minimumWidth, value <= 10_000 else {
                throw UsageError("invalid value '\(text)' for '--width'; expected a number of columns from "
                    + "\(TextRenderer.minimumWidth) to 10000", command: "render")
            }
            width = value
        }
        if let lang = parsed.value("--lang"), !isLanguageTag(lang) {
            throw UsageError("invalid value '\(lang)' for '--lang'; expected a language tag such as 'ko' or 'en-GB'",
                             command: "render")
        }
        let store: StoreOptions
        do {
            store = try StoreOptions(parsed, command: "render", definition: path)
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .status(let status): return status
            }
        }
        // A folder is a Settings bundle, compiled whole; a file is streamed (its format is known once
        // its first value is).
        var file: SourceFile?
        if path == "-" || !System.isDirectory(path) {
            switch SourceFile.open(path) {
            case .success(let opened): file = opened
            case .failure(let error): return CommandOutput.readFailure(error)
            }
        }
        let toTerminal = output == nil && System.isTerminal(1)
        let style = format == .text
            ? TerminalStyle.resolve(output == nil ? parsed.value("--color") ?? "auto" : parsed.value("--color") ?? "never",
                                    descriptor: 1)
            : TerminalStyle(enabled: false)
        let columns = width ?? (toTerminal ? System.terminalColumns(1) : nil) ?? 60

        // The store is read before the definition is parsed: a broken store fails before any work, and
        // the states are known when each section is drawn. Switch keys come from the definition, so the
        // store's values are matched to them as each section arrives.
        let stored: PlistDictionary
        switch store.store.read() {
        case .success(let dictionary): stored = dictionary
        case .failure(let error): return CommandOutput.storeFailure(error)
        }

        // Sections are rendered as they are parsed, into output that is published only if the input
        // turns out to have no errors (see RenderOutput: memory stays small for any size).
        let sink: RenderOutput
        if let output {
            switch RenderOutput.replacing(output) {
            case .success(let staged): sink = staged
            case .failure(let error): return CommandOutput.writeFailure(error)
            }
        } else {
            sink = .standardOutput()
        }
        let title = parsed.value("--title") ?? "Settings"
        let renderer: any ScreenRenderer
        switch format {
        case .text: renderer = TextRenderer(width: columns, style: style, ascii: parsed.has("--ascii"))
        case .json: renderer = JSONRenderer()
        case .html: renderer = HTMLRenderer(title: title, language: parsed.value("--lang") ?? "en")
        }
        // The HTML page's language goes in its first line but, unless --lang says, is guessed from the
        // first 200 texts: sections are held back only until those have been seen.
        var language = format == .html && parsed.value("--lang") == nil ? nil as String? : "given"
        var texts: [String] = []
        var heldBack: [[UInt8]] = []
        func settleLanguage() {
            guard language == nil else { return }
            let guessed = HTMLRenderer.language(of: texts)
            language = guessed
            sink.append(HTMLRenderer(title: title, language: guessed).prologue())
            for text in heldBack { sink.append { $0 += text } }
            heldBack = []
        }
        // The prologue waits for the first section: until then the file may turn out to be a bundle page.
        var started = false
        var index = 0
        var warnings: [String] = []
        let compilation = file.map { file in
            DefinitionCompiler.compile(file) { section in
                if !started, language != nil { sink.append(renderer.prologue()) }
                started = true
                let (states, problems) = store.store.states(in: stored, for: SettingsScreen(sections: [section]))
                warnings += problems
                defer { index += 1 }
                guard language == nil else {
                    sink.append { renderer.append(section, index: index, states: states, to: &$0) }
                    return
                }
                var text: [UInt8] = []
                renderer.append(section, index: index, states: states, to: &text)
                heldBack.append(text)
                texts += [section.title ?? ""] + section.rows.prefix(20).map(\.title)
                if texts.count >= 200 { settleLanguage() }
            }
        } ?? DefinitionCompiler.compile(path: path)
        if let status = CommandOutput.compilationFailure(compilation, color: parsed.value("--color")) { return status }
        if case .bundle(let bundle)? = compilation.definition {
            let options = BundleRendering.Options(format: format, width: columns, style: style, ascii: parsed.has("--ascii"),
                                                  language: parsed.value("--lang"), title: title,
                                                  pane: parsed.value("--pane"), device: parsed.value("--device"))
            // A page given as a file is known to be one only now: its bundle's store may be another file.
            let bundleStore = store.store(for: .bundle(bundle))
            var bundleStored = stored
            if bundleStore.path != store.store.path {
                switch bundleStore.read() {
                case .success(let dictionary): bundleStored = dictionary
                case .failure(let error): return CommandOutput.storeFailure(error)
                }
            }
            return try BundleRendering.render(bundle, options: options, stored: bundleStored, store: bundleStore, to: sink)
        }
        for option in ["--pane", "--device"] where parsed.value(option) != nil {
            throw UsageError("'\(option)' works on Settings bundles; '\(path)' is a cell-style definition", command: "render")
        }
        for warning in warnings { System.write("settingsc: warning: \(warning)\n", to: 2) }
        if !started, language != nil { sink.append(renderer.prologue()) }
        settleLanguage()
        sink.append(renderer.epilogue())
        if case .failure(let error) = sink.commit() { return CommandOutput.writeFailure(error) }
        return .success
    }

    /// Letters, digits and hyphens, as BCP 47 tags are made.
    private static func isLanguageTag(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35 && text.unicodeScalars.allSatisfy {
            ($0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-")
        }
    }
}
