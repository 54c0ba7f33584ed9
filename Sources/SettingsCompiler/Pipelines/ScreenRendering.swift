import PropertyList

/// The sections of a cell-style definition drawn as the parser completes them, with the states of
/// their switches from the store (none: the defaults).
struct ScreenRendering {
    private let options: Rendering.Options
    private let sink: RenderOutput
    private let store: ValueStore?
    private let stored: PlistDictionary
    private let renderer: any ScreenRenderer
    /// The HTML page's language goes in its first line but, unless --lang says, is guessed from the
    /// first 200 texts: sections are held back only until those have been seen.
    private var language: String?
    private var texts: [String] = []
    private var heldBack: [[UInt8]] = []
    /// The prologue waits for the first section: until then the file may turn out to be a bundle page.
    private var started = false
    private var index = 0
    /// Stored values its switches cannot hold (they count as absent).
    private(set) var warnings: [String] = []

    init(options: Rendering.Options, sink: RenderOutput, store: ValueStore?, stored: PlistDictionary) {
        self.options = options
        self.sink = sink
        self.store = store
        self.stored = stored
        switch options.format {
        case .text: renderer = TextRenderer(width: options.width, style: options.style, ascii: options.ascii)
        case .json: renderer = JSONRenderer()
        case .html: renderer = HTMLRenderer(title: options.title, language: options.language ?? "en")
        }
        language = options.format == .html && options.language == nil ? nil : "given"
    }

    mutating func render(_ section: SettingsSection) {
        if !started, language != nil { sink.append(renderer.prologue()) }
        started = true
        let (states, problems) = store?.states(in: stored, for: SettingsScreen(sections: [section])) ?? (SwitchStates(), [])
        warnings += problems
        defer { index += 1 }
        guard language == nil else {
            sink.append { [renderer, index] in renderer.append(section, index: index, states: states, to: &$0) }
            return
        }
        var text: [UInt8] = []
        renderer.append(section, index: index, states: states, to: &text)
        heldBack.append(text)
        texts += [section.title ?? ""] + section.rows.prefix(20).map(\.title)
        if texts.count >= 200 { settleLanguage() }
    }

    /// The prologue (if no section came), the held-back sections and the epilogue.
    mutating func finish() {
        if !started, language != nil { sink.append(renderer.prologue()) }
        settleLanguage()
        sink.append(renderer.epilogue())
    }

    private mutating func settleLanguage() {
        guard language == nil else { return }
        let guessed = HTMLRenderer.language(of: texts)
        language = guessed
        sink.append(HTMLRenderer(title: options.title, language: guessed).prologue())
        for text in heldBack { sink.append { $0 += text } }
        heldBack = []
    }
}
