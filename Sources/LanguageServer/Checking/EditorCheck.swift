import PropertyList
import Platform
import SettingsCompiler

/// What an editor checks when one of its files changes (the language server): the whole
/// unit the file belongs to — its Settings bundle, else the file alone — with the editor's unsaved
/// buffers read instead of the disk. The same compilation `validate` runs, and its model kept for
/// completion, hover, definitions and symbols.
enum EditorCheck {
    /// What checking a unit gave.
    struct Result: Sendable {
        /// What was checked: a bundle's folder, or one file.
        var unit: EditorUnit
        /// Every file's report (a bundle's: one per file read); a file that could not be read has one
        /// with an `unreadable` error.
        var reports: [FileReport]
        /// The bundle or screen decoded (for a lone `.strings` table: none).
        var definition: Definition?
    }

    /// Checks the unit that holds `path` (an absolute path), reading what `overlay` holds from it.
    static func run(path: String, overlay: SourceOverlay) -> Result {
        run(EditorUnit.containing(path, overlay: overlay), overlay: overlay)
    }

    /// Checks `unit`, reading what `overlay` holds from it.
    static func run(_ unit: EditorUnit, overlay: SourceOverlay) -> Result {
        switch unit {
        case .table(let path):
            switch StringsParser.parse(path: path, displayName: path, overlay: overlay) {
            case .failure(let error):
                return Result(unit: unit, reports: Validation.unreadable([error]), definition: nil)
            case .success(let document):
                return Result(unit: unit, reports: [FileReport(file: document.source, diagnostics: document.diagnostics)],
                              definition: nil)
            }
        case .catalog:
            // Read by the catalog reader once settingsc has it.
            return Result(unit: unit, reports: [], definition: nil)
        case .configuration(let path):
            return Result(unit: unit, reports: configurationReport(path, overlay: overlay), definition: nil)
        case .bundle(let path), .file(let path):
            // As `validate` checks it: under the nearest saved .settingsc.json (its rules, profiles,
            // untranslated texts and strictness). Nothing is checked under one that is broken, as
            // `validate` refuses to run (status 2): its problems are what there is to show.
            var unusable: [FileReport] = []
            guard let applied = AppliedConfiguration.resolve(for: path, options: ConfigurationOptions(), unusable: &unusable) else {
                return Result(unit: unit, reports: unusable, definition: nil)
            }
            let compilation = applied.compileAsReported(path: path, overlay: overlay)
            return Result(unit: unit, reports: applied.settled(compilation).map(applied.policy.present),
                          definition: compilation.definition)
        }
    }
}

extension EditorCheck {
    /// A configuration's problems: in the editor's text when it has the file open, else as saved.
    private static func configurationReport(_ path: String, overlay: SourceOverlay) -> [FileReport] {
        guard let text = overlay.text(at: path) else {
            let resolver = ConfigurationResolver(.file(path), namesAbsolutePaths: true)
            _ = resolver.configuration(for: path)
            return resolver.problems + Validation.unreadable(resolver.failures)
        }
        let (_, diagnostics) = ConfigurationReader.read(text, path: path, directory: System.parentDirectory(of: path))
        return [FileReport(file: SourceFile(bytes: text, path: path, displayName: path), diagnostics: diagnostics)]
    }

    /// Checks a document that is in no file (an editor's untitled buffer): on its own, named `name`.
    static func run(text: [UInt8], name: String) -> Result {
        let compilation = DefinitionCompiler.compile(SourceFile(bytes: text, displayName: name), onSection: nil)
        return Result(unit: .file(name), reports: compilation.reports, definition: compilation.definition)
    }
}
