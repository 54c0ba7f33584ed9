import XMLStream

/// The whole front end for one Settings.plist: parse, decode and validate, in one pass.
public enum DefinitionCompiler {
    /// Compiles `file`, handing each valid section to `onSection` as soon as it is complete (so that
    /// nothing is held whole); the report has every diagnostic, sorted.
    public static func compile(_ file: SourceFile, onSection: (SettingsSection) -> Void = { _ in }) -> FileReport {
        var decoder = SettingsDecoder()
        let document = withoutActuallyEscaping(onSection) { onSection in
            PlistParser.parse(file) { node in
                if let section = decoder.decodeSection(node) { onSection(section) }
            }
        }
        if let root = document.root { decoder.checkRoot(root) }
        return FileReport(file: file, diagnostics: document.diagnostics + decoder.diagnostics)
    }

    /// Compiles `file` into a whole screen (meaningful only when the report has no errors).
    public static func compileScreen(_ file: SourceFile) -> (screen: SettingsScreen, report: FileReport) {
        var sections: [SettingsSection] = []
        let report = compile(file) { sections.append($0) }
        return (SettingsScreen(sections: sections), report)
    }
}
