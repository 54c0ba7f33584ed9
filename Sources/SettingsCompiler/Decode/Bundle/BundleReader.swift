import PropertyList
import Platform
import XMLStream

/// The state of one bundle compilation: pages read so far and what was found in each file.
///
/// `@unchecked Sendable`: while the pages are read on one thread, the `.strings` tables are read on
/// another (`StringsPrefetch`, which has its own lock); the pages' state is touched by one thread only.
final class BundleReader: @unchecked Sendable {
    struct LoadedPage {
        var page: BundlePage?
        var file: SourceFile
        var diagnostics: [Diagnostic]
    }

    let directory: String
    let files: BundleFiles
    /// A page on its own (standard input): child panes and translations are not looked up.
    let standalone: Bool
    /// Pages by name (`Root`, `Advanced`, `Root~ipad`), in the order they were read.
    private(set) var pages: [String: LoadedPage] = [:]
    private(set) var order: [String] = []
    private var failures: [System.FileError] = []

    init(directory: String?) {
        self.directory = directory ?? "."
        self.standalone = directory == nil
        self.files = directory.map { BundleFiles(directory: $0) } ?? BundleFiles.empty
    }

    /// The bundle's `.strings` tables, read beside the pages.
    private let prefetch = StringsPrefetch()

    /// Reads the first page and walks every page reached from it, then their variants; meanwhile a
    /// second thread reads the `.strings` tables (about a third of the work on a translated bundle).
    func start(at name: String, file: SourceFile, document: PlistDocument) {
        let tables = standalone ? [] : files.stringsFiles(in: files.translatedLanguages)
        guard !tables.isEmpty else { return readPages(from: name, file: file, document: document) }
        System.concurrently(2) { part in
            if part == 0 {
                self.readPages(from: name, file: file, document: document)
            } else {
                self.prefetch.read(tables, in: self.directory)
            }
        }
    }

    private func readPages(from name: String, file: SourceFile, document: PlistDocument) {
        add(name, file: file, document: document, variantOf: nil)
        walk(from: name, path: [])
        for main in order {
            for variant in variants(of: main) where pages[variant] == nil {
                guard load(variant, variantOf: main) else { continue }
                walk(from: variant, path: [])
            }
        }
    }

    func finish() -> Compilation {
        let read = order.compactMap { name in pages[name].flatMap { loaded in loaded.page.map { ($0, loaded.file) } } }
        for (name, found) in DuplicateSettingKey.check(read) { pages[name]?.diagnostics += found }
        for (page, _) in read { pages[page.name]?.diagnostics += MissingImage.check(page, files: files) }
        let localization = LocalizationChecks(files: files, directory: directory, prefetched: prefetch.documents)
        let strings = localization.run(on: self)
        for (name, found) in strings.pageDiagnostics { pages[name]?.diagnostics += found }
        var reports = order.map { name in FileReport(file: pages[name]!.file, diagnostics: pages[name]!.diagnostics) }
        reports += strings.reports
        reports += SymlinkOutsideBundle.reports(files)
        let bundle = SettingsBundle(path: directory, pages: order.compactMap { pages[$0]?.page },
                                    localizations: strings.localizations)
        return Compilation(definition: .bundle(bundle), reports: reports, failures: failures + strings.failures)
    }

    func report(_ diagnostic: Diagnostic, in page: String) {
        pages[page]?.diagnostics.append(diagnostic)
    }

    func file(of page: String) -> SourceFile? { pages[page]?.file }


    // MARK: Pages

    private func add(_ name: String, file: SourceFile, document: PlistDocument, variantOf: String?) {
        var diagnostics = document.diagnostics
        var page: BundlePage?
        // A document element that is not <plist> was reported: a root that is no page is not, again.
        if let root = document.root, document.documentElementIsPlist || root.value.isPage {
            switch root.value {
            case .dictionary(let dictionary):
                var decoder = PageDecoder()
                page = decoder.decode(root, dictionary: dictionary, name: name, fileName: file.displayName,
                                      variantOf: variantOf)
                diagnostics += decoder.log.diagnostics
            default:
                diagnostics.append(.notASettingsPage(found: root.value.typeName, at: root.location))
            }
        }
        pages[name] = LoadedPage(page: page, file: file, diagnostics: diagnostics)
        order.append(name)
    }

    /// Reads the page `name` from the bundle; false when it cannot be read (a failure is recorded).
    @discardableResult
    private func load(_ name: String, variantOf: String?) -> Bool {
        let path = System.join(directory, name + ".plist")
        switch SourceFile.open(path) {
        case .failure(let error):
            failures.append(error)
            return false
        case .success(let file):
            add(name, file: file, document: PlistReader.parse(file), variantOf: variantOf)
            return true
        }
    }

    /// Follows the child panes of `name`, depth first; `path` is the pages open above it.
    private func walk(from name: String, path: [String]) {
        guard !standalone, let page = pages[name]?.page else { return }
        let path = path + [name]
        for pane in page.childPanes {
            let (target, problem) = ChildPaneTarget.resolve(pane, in: files)
            if let problem { report(problem, in: name) }
            guard let target else { continue }
            if path.contains(target) {
                report(.childPaneCycle(pane.file.value, path: path, at: pane.file.location), in: name)
            } else if pages[target] == nil, load(target, variantOf: nil) {
                walk(from: target, path: path)
            }
        }
    }

    /// The device and language variants of a page that exist: `N~iphone`, `N~ipad`, `<lang>.lproj/N`.
    private func variants(of name: String) -> [String] {
        guard pages[name]?.page?.variantOf == nil else { return [] }
        let candidates = ["\(name)~iphone", "\(name)~ipad"]
            + files.languageFolders.map { "\($0).lproj/\(name)" }
        return candidates.filter { files.contains($0 + ".plist") }
    }
}

private extension PlistValue {
    /// A dictionary with `PreferenceSpecifiers`: a bundle page, whatever else is wrong with it.
    var isPage: Bool {
        if case .dictionary(let dictionary) = self { return dictionary.defines("PreferenceSpecifiers") }
        return false
    }
}
