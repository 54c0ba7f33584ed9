import Diagnostics
import PropertyList
import Platform

/// The whole front end: reads FILE, decides its format by content and compiles it.
///
/// A directory is a Settings bundle. A file is parsed once: the elements of a root array (the sections
/// of a cell-style definition) are decoded as they complete and never held whole; a root dictionary
/// is a bundle page, compiled with the bundle around it.
public enum DefinitionCompiler {
    /// Compiles FILE (a path, a directory, or "-"). With `onSection`, the sections of a cell-style
    /// definition are handed over one by one and not kept. `profiles` add the checks of libraries that
    /// read a bundle besides the Settings app. Inline suppressions in the files read are applied. Files
    /// `overlay` holds (an editor's unsaved buffers) are read from it instead of the disk.
    /// `sourceLanguage`: the language a bundle's texts are written in, whose table need not hold them.
    /// Each file keeps up to `cap` diagnostics of a rule (more than are shown while a baseline is matched).
    public static func compile(path: String, profiles: Set<Profile> = [], sourceLanguage: String? = nil,
                               overlay: SourceOverlay = .none, cap: DiagnosticCap = DiagnosticCap(),
                               onSection: ((SettingsSection) -> Void)? = nil) -> Compilation {
        suppressed(compileAsWritten(path: path, profiles: profiles, sourceLanguage: sourceLanguage, overlay: overlay,
                                    cap: cap, onSection: onSection))
    }

    /// Compiles an opened file of either format (inline suppressions applied).
    public static func compile(_ file: SourceFile, profiles: Set<Profile> = [], sourceLanguage: String? = nil,
                               overlay: SourceOverlay = .none, cap: DiagnosticCap = DiagnosticCap(),
                               onSection: ((SettingsSection) -> Void)?) -> Compilation {
        suppressed(compileAsWritten(file, profiles: profiles, sourceLanguage: sourceLanguage, overlay: overlay,
                                    cap: cap, onSection: onSection))
    }

    /// Every rule id a suppression may name (made only when a file has suppressions: start-up).
    package static func ruleIDs() -> [String] { (Rule.all + Rule.generation).map(\.id) }

    /// The compilation with each file's inline suppressions applied to its own findings.
    private static func suppressed(_ compilation: Compilation) -> Compilation {
        var compilation = compilation
        compilation.reports = compilation.reports.map { Suppressions.apply(to: $0, rules: ruleIDs) }
        return compilation
    }

    private static func compileAsWritten(path: String, profiles: Set<Profile>, sourceLanguage: String?, overlay: SourceOverlay,
                                         cap: DiagnosticCap,
                                         onSection: ((SettingsSection) -> Void)?) -> Compilation {
        if let kind = TranslationFileCheck.kind(of: path) {
            return TranslationFileCheck.compile(path: path, kind: kind, cap: cap)
        }
        if path != "-", System.isDirectory(path) {
            switch BundleCompiler.compile(directory: path, profiles: profiles, sourceLanguage: sourceLanguage, overlay: overlay,
                                          cap: cap) {
            case .failure(let error): return Compilation(definition: nil, reports: [], failures: [error])
            case .success(let compilation): return compilation
            }
        }
        switch path == "-" ? SourceFile.open(path) : overlay.open(path) {
        case .failure(let error):
            return Compilation(definition: nil, reports: [], failures: [error])
        case .success(let file):
            return compileAsWritten(file, profiles: profiles, sourceLanguage: sourceLanguage, overlay: overlay, cap: cap,
                                    onSection: onSection)
        }
    }

    private static func compileAsWritten(_ file: SourceFile, profiles: Set<Profile>, sourceLanguage: String?,
                                         overlay: SourceOverlay, cap: DiagnosticCap,
                                         onSection: ((SettingsSection) -> Void)?) -> Compilation {
        var decoder = CellStyleDecoder(cap: cap)
        var sections: [SettingsSection] = []
        let document = PlistReader.parse(file, cap: cap) { values, index in
            guard let section = decoder.decodeSection(values, index) else { return }
            if let onSection { onSection(section) } else { sections.append(section) }
        }
        if document.rootKind == .dictionary {
            return BundleCompiler.compile(page: file, document: document, profiles: profiles, sourceLanguage: sourceLanguage,
                                          overlay: overlay, cap: cap)
        }
        if let root = document.rootIndex, document.documentElementIsPlist { decoder.checkRoot(document.values, root) }
        // A file written while it was read: its one finding says so, nothing made of one version is kept.
        if document.changedWhileRead {
            return Compilation(definition: nil, reports: [FileReport(file: file, diagnostics: document.diagnostics, cap: cap)])
        }
        let report = FileReport(file: file, diagnostics: document.diagnostics + decoder.diagnostics, cap: cap)
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
