import Diagnostics
import PropertyList
import Platform

/// The compiler of a Settings bundle: reads its first page, every page reached from it through child
/// panes, the device and language variants beside them, and the `.strings` tables and catalogs they
/// use, and checks the rules that span files (child panes, duplicate keys, images, translations). One
/// instance is one compilation: the pages read so far and what was found in each file.
///
/// `@unchecked Sendable`: while the pages are read on one thread, the `.strings` tables are read on
/// another (`TranslationPrefetch`, which has its own lock); the pages' state is touched by one thread only.
package final class BundleCompiler: @unchecked Sendable {
    struct LoadedPage {
        var page: BundlePage?
        var file: SourceFile
        var diagnostics: [Diagnostic]
        /// How many of `diagnostics`, from the first, are the file's own as a property list (its grammar).
        var grammarCount = 0
    }

    /// Child panes followed deeper than this are not followed further (a chain of thousands of pages
    /// would otherwise be walked to the end; the Settings app has no limit, people do).
    static let maxPaneDepth = 100

    let directory: String
    let files: BundleFiles
    /// A page on its own (standard input): child panes and translations are not looked up.
    let standalone: Bool
    /// Pages by name (`Root`, `Advanced`, `Root~ipad`), in the order they were read.
    private(set) var pages: [String: LoadedPage] = [:]
    private(set) var order: [String] = []
    /// The bundle's files read as pages (relative paths).
    private var read: Set<String> = []
    private var failures: [System.FileError] = []
    /// Reports of the bundle itself and of files read but not as pages reached (unreached pages, other
    /// plists), in path order.
    private var otherReports: [FileReport] = []

    /// `--profile iask`: InAppSettingsKit reads the bundle too (its `*.inApp.plist` pages, its schema).
    let inAppSettingsKit: Bool
    /// Pages read only because InAppSettingsKit's pages lead to them.
    private var inAppSettingsKitOnly: Set<String> = []
    /// Unsaved texts read instead of the files they stand for (an editor's buffers).
    let overlay: SourceOverlay
    /// What is kept of one rule in one file, as every file is read and reported.
    let cap: DiagnosticCap

    /// `isBundle`: the directory is a bundle, not just the folder a page is in (see `BundleFiles`).
    init(directory: String?, isBundle: Bool, profiles: Set<Profile> = [], sourceLanguage: String? = nil,
         overlay: SourceOverlay = .none, cap: DiagnosticCap = DiagnosticCap()) {
        self.directory = directory ?? "."
        self.sourceLanguage = sourceLanguage
        self.standalone = directory == nil
        self.overlay = overlay
        self.cap = cap
        self.files = directory.map { BundleFiles(directory: $0, isBundle: isBundle, overlay: overlay) } ?? BundleFiles.empty
        self.inAppSettingsKit = profiles.contains(.iask)
    }

    /// The language the pages' texts are written in (a project's `"sourceLanguage"`): its table need
    /// not hold every text.
    let sourceLanguage: String?

    /// The bundle's `.strings` tables, read beside the pages.
    private let prefetch = TranslationPrefetch()

    /// Reads the first page and walks every page reached from it, then their variants; meanwhile a
    /// second thread reads the `.strings` tables (about a third of the work on a translated bundle).
    /// `page` is the page's name (`Root`), `relative` its file in the bundle when that differs.
    func start(at name: String, file: SourceFile, document: PlistDocument, relative: String? = nil) {
        let tables = standalone ? [] : files.stringsFiles
        let catalogs = standalone ? [] : CatalogDocument.paths(in: files)
        guard !tables.isEmpty || !catalogs.isEmpty else {
            return readPages(from: name, file: file, document: document, relative: relative)
        }
        System.concurrently(2) { part in
            if part == 0 {
                self.readPages(from: name, file: file, document: document, relative: relative)
            } else {
                self.prefetch.read(tables, catalogs: catalogs, in: self.directory, overlay: self.overlay, cap: self.cap)
            }
        }
    }

    /// A bundle folder without a root page: `missing-root-page`, then every file is still read.
    func startWithoutRootPage(folder: SourceFile) {
        // InAppSettingsKit's own bundle (InAppSettings.bundle) may hold its pages alone.
        if inAppSettingsKit, files.sortedFiles.contains(where: { $0.hasSuffix(".inApp.plist") }) {
            readInAppSettingsKitPages()
        } else {
            otherReports.append(FileReport(file: folder, diagnostics: [
                .missingRootPage(caseMismatches: files.rootPagesInAnotherCase),
            ]))
        }
        prefetch.read(files.stringsFiles, in: directory, overlay: overlay, cap: cap)
    }

    private func readPages(from name: String, file: SourceFile, document: PlistDocument, relative: String?) {
        add(name, file: file, document: document, variantOf: nil)
        read.insert((relative ?? name) + ".plist")
        read.insert(files.canonical((relative ?? name) + ".plist"))  // a page read through a link is read
        walk(from: name)
        for main in order {
            for variant in variants(of: main) where pages[variant] == nil {
                guard load(variant, variantOf: main) else { continue }
                walk(from: variant)
            }
        }
        if inAppSettingsKit { readInAppSettingsKitPages() }
    }

    func finish() -> Compilation {
        let read = order.compactMap { name in pages[name].flatMap { loaded in loaded.page.map { ($0, loaded.file) } } }
        // InAppSettingsKit's own pages are screens of their own: they repeat the Settings app's keys.
        let inApp = read.filter { dialect(of: $0.0.name) == .inAppSettingsKit }
        // Pages only a Root.plist the Settings app never shows leads to are held to no settings rule.
        let unshown = inAppSettingsKit ? [] : pagesOnlyAnUnshownRootReaches()
        let settings = (inApp.isEmpty ? read : read.filter { dialect(of: $0.0.name) != .inAppSettingsKit })
            .filter { !unshown.contains($0.0.name) }
        for group in [settings, inApp] where !group.isEmpty {
            for (name, found) in DuplicateSettingKey.check(group) { pages[name]?.diagnostics += found }
        }
        for (page, _) in read { pages[page.name]?.diagnostics += MissingImage.check(page, files: files) }
        let localization = LocalizationChecks(files: files, directory: directory, prefetched: prefetch.documents,
                                              catalogs: prefetch.catalogs, sourceLanguage: sourceLanguage, overlay: overlay,
                                              cap: cap)
        let strings = localization.run(on: self)
        for (name, found) in strings.pageDiagnostics { pages[name]?.diagnostics += found }
        for name in unshown {
            guard let grammarCount = pages[name]?.grammarCount else { continue }
            pages[name]?.diagnostics.removeSubrange(grammarCount...)
        }
        if rootIsUnshown { pages["Root"]?.diagnostics.append(.unshownRootPage()) }
        var reports = order.map { name in FileReport(file: pages[name]!.file, diagnostics: pages[name]!.diagnostics, cap: cap) }
        reports += otherReports + strings.reports
        reports += SymlinkOutsideBundle.reports(files)
        reports += MisnamedLanguageFolder.reports(files)
        let bundle = SettingsBundle(path: directory, pages: order.compactMap { pages[$0]?.page },
                                    localizations: strings.localizations)
        var compilation = Compilation(definition: .bundle(bundle), reports: reports,
                                      failures: files.unlisted + failures + strings.failures)
        compilation.bundleFiles = files
        compilation.catalogDocuments = strings.catalogDocuments
        return compilation
    }

    func report(_ diagnostic: Diagnostic, in page: String) {
        pages[page]?.diagnostics.append(diagnostic)
    }

    func file(of page: String) -> SourceFile? { pages[page]?.file }

    // MARK: Pages

    private func add(_ name: String, file: SourceFile, document: PlistDocument, variantOf: String?) {
        var diagnostics = document.diagnostics
        let grammarCount = diagnostics.count
        var page: BundlePage?
        // A document element that is not <plist> was reported: a root that is no page is not, again.
        let values = document.values
        if let root = document.rootIndex, document.documentElementIsPlist || Self.isPage(values, root) {
            if values.kind(root) == .dictionary {
                var decoder = PageDecoder(dialect: dialect(of: name), cap: cap)
                page = decoder.decode(values, root: root, name: name, fileName: file.displayName, variantOf: variantOf)
                diagnostics += decoder.log.diagnostics
            } else {
                diagnostics.append(.notASettingsPage(found: values.typeName(root), at: values.location(root)))
            }
        }
        pages[name] = LoadedPage(page: page, file: file, diagnostics: diagnostics, grammarCount: grammarCount)
        order.append(name)
    }

    /// Reads the page `name` from the bundle; false when it cannot be read (a failure is recorded).
    @discardableResult
    func load(_ name: String, variantOf: String?) -> Bool {
        read.insert(name + ".plist")
        read.insert(files.canonical(name + ".plist"))  // a page read through a link is read
        switch overlay.open(System.join(directory, name + ".plist")) {
        case .failure(let error):
            failures.append(error)
            return false
        case .success(let file):
            add(name, file: file, document: PlistReader.parse(file, cap: cap), variantOf: variantOf)
            return true
        }
    }

    /// Follows the child panes of `name`, depth first, without recursion: a stack of the pages open
    /// (each with the next of its panes to follow) and the set of their names, for loops.
    private func walk(from name: String) {
        guard !standalone else { return }
        var stack: [(name: String, next: Int)] = [(name, 0)]
        var open: Set<String> = [name]
        while let top = stack.last {
            let panes = pages[top.name]?.page?.childPanes ?? []
            guard top.next < panes.count else {
                open.remove(top.name)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let pane = panes[top.next]
            let (target, problem) = ChildPaneTarget.resolve(pane, in: files)
            if let problem { report(problem, in: top.name) }
            guard let target else { continue }
            if open.contains(target) {
                report(.childPaneCycle(pane.file.value, path: stack.map(\.name), at: pane.file.location), in: top.name)
            } else if pages[target] == nil {
                if stack.count >= Self.maxPaneDepth {
                    report(.limitExceeded("child panes are nested more than \(Self.maxPaneDepth) pages deep; "
                        + "\(MessageText.quoted(target)) and the pages below it are not checked", at: pane.file.location),
                           in: top.name)
                } else if load(target, variantOf: nil) {
                    stack.append((target, 0))
                    open.insert(target)
                }
            }
        }
    }

    /// The device and language variants of a page that exist: `N~iphone`, `N~ipad`, `<lang>.lproj/N`.
    private func variants(of name: String) -> [String] {
        guard pages[name]?.page?.variantOf == nil else { return [] }
        let candidates = ["\(name)~iphone", "\(name)~ipad"]
            + files.languageFolders.map { "\($0).lproj/\(name)" }
        return candidates.filter { files.contains($0 + ".plist") && !read.contains($0 + ".plist") }
    }

    // MARK: InAppSettingsKit's pages (BundleCompiler+InAppSettingsKit)

    func isInAppSettingsKitOnly(_ name: String) -> Bool { inAppSettingsKitOnly.contains(name) }
    func markInAppSettingsKitOnly(_ name: String) { inAppSettingsKitOnly.insert(name) }
    func hasRead(_ relative: String) -> Bool { read.contains(relative) }

    /// Reads a page of InAppSettingsKit's: `N~ipad.inApp` is a variant of `N.inApp`, a language's of its page.
    func loadInAppSettingsKitPage(_ name: String) -> Bool {
        var base = Substring(name.split(separator: "/").last ?? Substring(name))
        let inApp = base.hasSuffix(".inApp")
        if inApp { base = base.dropLast(6) }
        for device in Self.inAppSettingsKitDevices where base.hasSuffix(device) { base = base.dropLast(device.count) }
        let main = String(base) + (inApp ? ".inApp" : "")
        return load(name, variantOf: main == name ? nil : main)
    }

    // MARK: The rest of the bundle

    /// Reads every property list of the bundle that no root page reached (a file that does not parse
    /// ships in the app all the same): a page among them is `unreached-page`; InAppSettingsKit's
    /// `*.inApp.plist` pages are plain files to the Settings app.
    func readTheRest() {
        guard !standalone, files.isBundle else { return }
        for relative in files.sortedFiles where relative.hasSuffix(".plist") && !read.contains(relative) {
            read.insert(relative)
            switch overlay.open(System.join(directory, relative)) {
            case .failure(let error):
                failures.append(error)
            case .success(let file):
                let document = PlistReader.parse(file, cap: cap)
                var diagnostics = document.diagnostics
                let name = String(relative.dropLast(6))
                if !relative.hasSuffix(".inApp.plist"), let root = document.rootIndex, Self.isPage(document.values, root) {
                    diagnostics.append(.unreachedPage(name))
                }
                otherReports.append(FileReport(file: file, diagnostics: diagnostics, cap: cap))
            }
        }
    }

    /// Whether the value in slot `root` is a dictionary with `PreferenceSpecifiers`: a bundle page,
    /// whatever else is wrong with it.
    static func isPage(_ values: PlistBuffer, _ root: Int) -> Bool {
        values.kind(root) == .dictionary && values.defines(Array("PreferenceSpecifiers".utf8), in: root)
    }
}
