import PropertyList
import Platform

/// What a bundle directory holds, listed once: every file by its path relative to the bundle, for
/// looking up pages, images and translations exactly (as a device does) and ignoring case (as the
/// simulator on a Mac does).
package struct BundleFiles: Sendable {
    /// Folders deeper than this are not listed: pages sit at the top or one level down
    /// (`com.example.licenses/Item.plist`), and a link loop must not make the walk endless.
    package static let maxDepth = 8

    let directory: String
    /// Whether the folder is a bundle (named `*.bundle`, or holding a root page), not a folder a page
    /// was found in: only a bundle is listed deep and has every `.strings` file read.
    let isBundle: Bool
    /// Every file by every name it has: the regular files and the symbolic links to them (`aliases`).
    private(set) var files: Set<String> = []
    /// Symbolic links to files inside the bundle → the file each names. A link is found under its own
    /// name (a child pane's `File`, a language's table), but read as the file it names: once.
    private(set) var aliases: [String: String] = [:]
    /// Symbolic links that lead outside the bundle, with where they lead: not followed, not listed.
    private(set) var outsideLinks: [(path: String, target: String)] = []
    /// The bundle folder with its own links resolved: where a link must lead to stay inside. Resolved when
    /// the first link is met (`resolvedRoot`): resolving a path asks the system about each of its folders,
    /// five calls a bundle in a tree, for bundles that mostly hold no link at all.
    private var root: String?
    /// What a bundle's listing could not look at (a folder it may not read, a name that is not UTF-8, a
    /// folder past the limits): reported as unreadable, so that the run does not pass as if it had.
    private(set) var unlisted: [System.FileError] = []
    /// `.lproj` folders at the top of the bundle, by language (`en`, `pt-BR`).
    package private(set) var languageFolders: [String] = []
    /// Folders at the top of the bundle named almost `<lang>.lproj` (`zh-Hans.lpoj`, `en.Iproj`): the
    /// Settings app reads no table from them.
    package private(set) var nearLanguageFolders: [String] = []
    /// Languages whose folder holds at least one `.strings` table: those a page is translated into.
    private(set) var translatedLanguages: [String] = []

    /// No bundle around a page (one read from standard input).
    static let empty = BundleFiles()

    private init() {
        directory = "."
        isBundle = false
        root = "."
    }

    /// `overlay`: an editor's buffers not yet saved in the folder are listed too.
    package init(directory: String, isBundle: Bool, overlay: SourceOverlay = .none) {
        self.directory = directory
        self.isBundle = isBundle
        list("", depth: 0)
        for unsaved in overlay.files(under: directory) where !files.contains(unsaved) {
            files.insert(unsaved)
            if let slash = unsaved.utf8.firstIndex(of: UInt8(ascii: "/")), let language = Self.language(ofFolder: unsaved.utf8[..<slash]),
               !languageFolders.contains(language) {
                languageFolders.append(language)
            }
        }
        outsideLinks.sort { System.bytesPrecede($0.path, $1.path) }
        languageFolders.sort { System.bytesPrecede($0, $1) }
        // Only a folder of tables is a language folder misnamed (not any folder whose name ends alike).
        nearLanguageFolders = nearLanguageFolders.filter { name in files.contains { $0.hasPrefix(name + "/") && $0.hasSuffix(".strings") } }
            .sorted { System.bytesPrecede($0, $1) }
        languageTables = tablesByLanguage()
        translatedLanguages = languageFolders.filter { languageTables[$0] != nil }
        stringsFiles = listStringsFiles()
    }

    /// Lists the regular files (a FIFO named like a page would block a read) of a folder and of the
    /// folders in it. Folders that are symbolic links are not entered: two links
    /// to `.` would otherwise make the walk exponential (the bundle itself may be a link: it is opened,
    /// not walked into). A link that leads outside the bundle is not followed (it could show any file
    /// of the machine in a diagnostic); one to a file inside is an alias of that file.
    private mutating func list(_ relative: String, depth: Int) {
        let path = relative.isEmpty ? directory : System.join(directory, relative)
        // A folder that merely holds a page (~/Downloads) is listed as deep as a child pane or table can be.
        guard depth <= (isBundle ? Self.maxDepth : 1) else {
            if isBundle {
                unlisted.append(System.FileError(path: path, reason: "folders deeper than \(Self.maxDepth) in a bundle are not "
                    + "listed: nothing in this one is checked", code: 40))
            }
            return
        }
        let entries: [System.DirectoryEntry]
        switch System.listDirectory(path) {
        case .success(let listing):
            entries = listing.entries
            // A folder a page merely sits in (~/Downloads) is not the bundle's: what it holds is not reported.
            if isBundle {
                unlisted += listing.undecodable.map { .undecodableName(System.join(path, $0.name)) }
                if listing.isTruncated { unlisted.append(.tooManyEntries(path)) }
            }
        case .failure(let error):
            if isBundle { unlisted.append(error) }
            return
        }
        // Room for the folder's files at once: grown one doubling at a time, the set rehashed every
        // path it held each time.
        files.reserveCapacity(files.count + entries.count)
        for entry in entries where files.count < System.maxDirectoryEntries {
            let name = entry.name
            let child = System.join(relative, name)
            if entry.kind == .directory {
                // A folder named `<lang>.lproj` is never one named almost so: the question, on the name's
                // `Character`s (~2,000 instructions), is asked only of the other folders.
                if depth == 0, let language = Self.language(ofFolder: Substring(name).utf8) {
                    languageFolders.append(language)
                } else if depth == 0, isBundle, LanguageFolderName.correction(of: name) != nil {
                    nearLanguageFolders.append(name)
                }
                list(child, depth: depth + 1)
            } else if entry.kind == .regular {
                files.insert(child)
            } else if entry.kind == .symbolicLink, let target = System.realPath(System.join(directory, child)) {
                let root = resolvedRoot()
                // The bundle folder itself is inside (a link to `.` is a folder, not entered).
                guard target == root || target.hasPrefix(root == "/" ? "/" : root + "/") else {
                    outsideLinks.append((child, target))
                    continue
                }
                if System.isRegularFile(target) {
                    aliases[child] = String(target.dropFirst(root == "/" ? 1 : root.count + 1))
                    files.insert(child)
                }
            }
        }
    }

    private mutating func resolvedRoot() -> String {
        if let root { return root }
        let resolved = System.realPath(directory) ?? directory
        root = resolved
        return resolved
    }

    package func contains(_ relative: String) -> Bool { files.contains(relative) }

    /// The file a name stands for: itself, or for a link the file it names (read under that name once).
    func canonical(_ relative: String) -> String { aliases[relative] ?? relative }

    /// The file and the symbolic links inside the bundle that name it (the names it is found under).
    func names(of relative: String) -> [String] {
        [relative] + aliases.filter { $0.value == relative }.keys.sorted { System.bytesPrecede($0, $1) }
    }

    /// The file's actual spelling when it exists only in another case (the first by its bytes when
    /// several do). Asked only once a name was not found, to word the problem: the files are looked
    /// through then, where keeping every file's lower-cased path cost ~2,000 instructions a file of
    /// every bundle.
    func caseInsensitiveMatch(_ relative: String) -> String? {
        guard !files.contains(relative) else { return nil }
        let wanted = relative.lowercased()
        return files.filter { $0.lowercased() == wanted }.min { System.bytesPrecede($0, $1) }
    }

    /// The root pages there are, as the Settings app looks for them: `Root`, its device variants, and
    /// `<lang>.lproj/Root` (paths without `.plist`).
    var rootPages: [String] {
        (BundleRoot.rootPages + languageFolders.map { "\($0).lproj/Root" })
            .filter { contains($0 + ".plist") }
    }

    /// Files whose names differ from a root page's only in case (`root.plist`), which a device does not
    /// find.
    var rootPagesInAnotherCase: [String] {
        (BundleRoot.rootPages + languageFolders.map { "\($0).lproj/Root" })
            .compactMap { caseInsensitiveMatch($0 + ".plist") }
    }

    /// Every file once, in the order of their paths' bytes: a symbolic link inside the bundle is the
    /// file it names, listed under that file's own name.
    var sortedFiles: [String] {
        files.filter { aliases[$0] == nil }.sorted { System.bytesPrecede($0, $1) }
    }

    /// Every page a child pane could name: `.plist` files outside `.lproj` folders, without the
    /// extension, device variants left out.
    package var pageNames: [String] {
        files.filter { $0.hasSuffix(".plist") && !$0.contains(".lproj/") && !$0.contains("~") }
            .map { String($0.dropLast(6)) }
            .sorted()
    }

    /// Every `.strings` file of the bundle once (paths relative to it): each language's tables
    /// (languages in order, tables by name), then, in a bundle, any elsewhere, by path. A table that is
    /// a link to another file is that file (`names(of:)` gives the names it stands for). Listed once,
    /// when the folder is: the pages' reading, the table prefetch, the localization checks and the
    /// catalog commands all ask for it.
    private(set) var stringsFiles: [String] = []

    /// The tables of the language folders: the `.strings` files below `<language>.lproj/`, by language,
    /// each with its table's name (`Root` for `en.lproj/Root.strings`), in the order of those names.
    private var languageTables: [String: [(table: String, path: String)]] = [:]

    /// The language and table of a path `<language>.lproj/<table>.strings` in a bundle (`en` and `Root`
    /// for `en.lproj/Root.strings`; the table may hold a `/`), read on the path's bytes as the file
    /// system names it; nil for any other path, and for a folder `.lproj` without a language. It runs
    /// for every file of every bundle: on `Character`s (`hasSuffix`, `firstIndex(of:)`, `dropLast`) it
    /// cost ~10,000 instructions a path, on the `UTF8View`'s generic comparisons ~3,000.
    static func languageTable(_ relative: String) -> (language: String, table: String)? {
        let utf8 = relative.utf8
        guard System.name(utf8, endsWith: ".strings"), let slash = utf8.firstIndex(of: UInt8(ascii: "/")),
              let language = language(ofFolder: utf8[..<slash]), !language.isEmpty,
              utf8.distance(from: slash, to: utf8.endIndex) > ".strings".count else { return nil }
        return (language, String(Substring(utf8[utf8.index(after: slash)..<utf8.index(utf8.endIndex, offsetBy: -".strings".count)])))
    }

    /// The language a folder is for, by its name's bytes (`en` for `en.lproj`, empty for `.lproj`); nil
    /// for a folder that is not a language's.
    private static func language(ofFolder name: Substring.UTF8View) -> String? {
        System.name(name, endsWith: ".lproj") ? String(Substring(name.dropLast(".lproj".count))) : nil
    }

    /// `languageTables`, in one pass over the files, each asked once, on its bytes: asking each language
    /// folder about every file, through `Substring`s, cost ~120,000 instructions a bundle.
    ///
    /// A file's language is its first folder's, one of `languageFolders` (every `.lproj` folder at the
    /// top, listed or unsaved).
    private func tablesByLanguage() -> [String: [(table: String, path: String)]] {
        var tables = [[(table: String, path: String)]](repeating: [], count: languageFolders.count)
        for file in files {
            guard let (name, table) = Self.languageTable(file), let language = languageFolders.firstIndex(of: name) else { continue }
            tables[language].append((table, file))
        }
        var byLanguage: [String: [(table: String, path: String)]] = [:]
        for (language, found) in zip(languageFolders, tables) where !found.isEmpty {
            byLanguage[language] = found.sorted { $0.table < $1.table }
        }
        return byLanguage
    }

    /// The tables of each translated language (by table name), then, in a bundle, every other `.strings`
    /// file (in byte order); each file once, by its canonical name.
    private func listStringsFiles() -> [String] {
        let inLanguages = translatedLanguages.flatMap { languageTables[$0]?.map(\.path) ?? [] }
        guard isBundle else { return Self.once(inLanguages.map(canonical)) }
        if aliases.isEmpty {
            // Without links every file has one name, and the tables of the language folders are listed
            // already: the rest are the other `.strings` files.
            let listed = Set(inLanguages)
            return inLanguages + files.filter { System.name($0.utf8, endsWith: ".strings") && !listed.contains($0) }
                .sorted { System.bytesPrecede($0, $1) }
        }
        return Self.once((inLanguages + sortedFiles.filter { System.name($0.utf8, endsWith: ".strings") }).map(canonical))
    }

    /// `paths` without repeats, in order.
    private static func once(_ paths: [String]) -> [String] {
        var listed: Set<String> = []
        return paths.filter { listed.insert($0).inserted }
    }

    /// The tables (`Root` for `Root.strings`) in a language's folder, by name.
    package func tables(in language: String) -> [String] {
        languageTables[language]?.map(\.table) ?? []
    }
}
