import PropertyList
import Platform

/// Where a bundle's compilation starts: at its folder's root page, or at a page already parsed.
extension BundleCompiler {
    /// Compiles the bundle in `directory`, starting at its root page: `Root.plist`, else (standing in
    /// for it) `Root~iphone.plist`, `Root~ipad.plist` or a `<lang>.lproj/Root.plist`. A folder named
    /// `*.bundle` with none is `missing-root-page`, and its files are read all the same; any other
    /// folder without one is no Settings bundle. Files `overlay` holds are read from it. Each file keeps
    /// up to `cap` diagnostics of a rule.
    package static func compile(directory: String, profiles: Set<Profile> = [], sourceLanguage: String? = nil,
                               overlay: SourceOverlay = .none,
                               cap: DiagnosticCap = DiagnosticCap()) -> Result<Compilation, System.FileError> {
        let compiler = BundleCompiler(directory: directory, isBundle: true, profiles: profiles, sourceLanguage: sourceLanguage,
                                    overlay: overlay, cap: cap)
        guard let root = compiler.files.rootPages.first else {
            let inAppOnly = profiles.contains(.iask) && compiler.files.sortedFiles.contains { $0.hasSuffix(".inApp.plist") }
            guard BundleRoot.isNamedAsBundle(directory) || inAppOnly else {
                return .failure(System.FileError(path: directory, reason: "a directory, and no Settings bundle: "
                    + "it has no Root.plist", code: 2))
            }
            compiler.startWithoutRootPage(folder: SourceFile(bytes: [], displayName: directory))
            compiler.readTheRest()
            return .success(compiler.finish())
        }
        switch overlay.open(System.join(directory, root + ".plist")) {
        case .failure(let error):
            return .failure(error)
        case .success(let file):
            compiler.start(at: "Root", file: file, document: PlistReader.parse(file, cap: cap), relative: root)
            compiler.readTheRest()
            return .success(compiler.finish())
        }
    }

    /// Compiles the bundle that the page `file` (already parsed, its root a dictionary) belongs to: the
    /// page's directory is the bundle, and the page is where the walk starts. A page read from standard
    /// input or memory has no bundle around it: it is checked on its own.
    package static func compile(page file: SourceFile, document: PlistDocument, profiles: Set<Profile> = [],
                                sourceLanguage: String? = nil, overlay: SourceOverlay = .none,
                                cap: DiagnosticCap = DiagnosticCap()) -> Compilation {
        let folder = file.isOnDisk ? System.parentDirectory(of: file.path) : nil
        let compiler = BundleCompiler(directory: folder, isBundle: folder.map(BundleRoot.isNamedAsBundle) ?? false, profiles: profiles,
                                  sourceLanguage: sourceLanguage, overlay: overlay, cap: cap)
        var name = System.baseName(of: file.displayName)
        if name.hasSuffix(".plist") { name.removeLast(6) }
        compiler.start(at: name, file: file, document: document)
        // The rest of a bundle is read when the page is in one (a folder of loose plists is no bundle).
        compiler.readTheRest()
        return compiler.finish()
    }
}
