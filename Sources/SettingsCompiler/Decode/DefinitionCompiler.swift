import PropertyList
import Platform
import XMLStream

/// The whole front end: reads FILE, decides its format by content (SPEC §5) and compiles it.
///
/// A directory is a Settings bundle. A file is parsed once: the elements of a root array (the sections
/// of a cell-style definition) are decoded as they complete and never held whole; a root dictionary
/// is a bundle page, compiled with the bundle around it.
public enum DefinitionCompiler {
    /// Compiles FILE (a path, a directory, or "-"). With `onSection`, the sections of a cell-style
    /// definition are handed over one by one and not kept.
    public static func compile(path: String, onSection: ((SettingsSection) -> Void)? = nil) -> Compilation {
        if StringsTableCheck.isTable(path) { return StringsTableCheck.compile(path: path).compilation }
        if path != "-", System.isDirectory(path) {
            switch BundleCompiler.compile(directory: path) {
            case .failure(let error): return Compilation(definition: nil, reports: [], failures: [error])
            case .success(let compilation): return compilation
            }
        }
        switch SourceFile.open(path) {
        case .failure(let error):
            return Compilation(definition: nil, reports: [], failures: [error])
        case .success(let file):
            return compile(file, onSection: onSection)
        }
    }

    /// Compiles an opened file of either format.
    public static func compile(_ file: SourceFile, onSection: ((SettingsSection) -> Void)?) -> Compilation {
        var decoder = CellStyleDecoder()
        var sections: [SettingsSection] = []
        let document = PlistReader.parse(file) { values, index in
            guard let section = decoder.decodeSection(values, index) else { return }
            if let onSection { onSection(section) } else { sections.append(section) }
        }
        if let root = document.root, case .dictionary = root.value {
            return BundleCompiler.compile(page: file, document: document)
        }
        if let root = document.root, document.documentElementIsPlist { decoder.checkRoot(root) }
        let report = FileReport(file: file, diagnostics: document.diagnostics + decoder.diagnostics)
        return Compilation(definition: .screen(SettingsScreen(sections: sections)), reports: [report])
    }

    /// The report of the file itself (for a bundle page, of that page), sections not kept.
    public static func compileReport(_ file: SourceFile) -> FileReport {
        compile(file, onSection: { _ in }).reports[0]
    }

    /// Compiles a cell-style definition into a whole screen (meaningful only when the report has no errors).
    public static func compileScreen(_ file: SourceFile) -> (screen: SettingsScreen, report: FileReport) {
        let compilation = compile(file, onSection: nil)
        guard case .screen(let screen)? = compilation.definition else {
            return (SettingsScreen(sections: []), compilation.reports[0])
        }
        return (screen, compilation.reports[0])
    }
}
