import PropertyList

/// The configuration one FILE is read under, with the command line over it: what every command that
/// reads definitions goes through, so that a rule turned off in `.settingsc.json` is off for `render`,
/// `generate` and the store commands exactly as for `validate`.
package struct AppliedConfiguration: Sendable {
    /// The configuration that applies (nil: none found, or `--no-config`).
    package let configuration: Configuration?
    /// Its rules, untranslated texts and strictness, with the command line's.
    package let policy: FindingPolicy
    /// The command line's profiles and the configuration's.
    package let profiles: Set<Profile>

    /// `configuration` as it applies to FILE `path` (its overrides that match it applied), with `options`.
    package init(_ configuration: Configuration?, for path: String, options: ConfigurationOptions) {
        let configuration = configuration?.applyingOverrides(for: path)
        self.configuration = configuration
        policy = FindingPolicy(configuration: configuration, options: options)
        profiles = options.profiles.union(configuration?.profiles ?? [])
    }

    /// The configuration of FILE (a path, a folder or "-"); one that cannot be read, or has problems,
    /// stops the command before anything is read.
    package static func resolve(for path: String, options: ConfigurationOptions) throws(CommandFailure) -> AppliedConfiguration {
        let resolver = ConfigurationResolver(options.source)
        let configuration = resolver.configuration(for: path)
        try resolver.stopIfUnusable()
        return AppliedConfiguration(configuration, for: path, options: options)
    }

    /// As `resolve`, for a front end that shows what stops it as findings (the editor): nil, and
    /// `unusable` holds the configuration's problems and what could not be read of it. Configurations'
    /// paths are named in full (`namesAbsolutePaths`).
    package static func resolve(for path: String, options: ConfigurationOptions,
                                unusable: inout [FileReport]) -> AppliedConfiguration? {
        let resolver = ConfigurationResolver(options.source, namesAbsolutePaths: true)
        let configuration = resolver.configuration(for: path)
        unusable = resolver.problems + Validation.unreadable(resolver.failures)
        return unusable.isEmpty ? AppliedConfiguration(configuration, for: path, options: options) : nil
    }

    /// As `resolve`, for a pipeline that returns its failure in its result: nil, and `failure` set.
    package static func resolve(for path: String, options: ConfigurationOptions,
                                failure: inout CommandFailure?) -> AppliedConfiguration? {
        do {
            return try resolve(for: path, options: options)
        } catch {
            failure = error
            return nil
        }
    }

    /// The findings as the project wants them and as they are shown: rules' settings applied, then
    /// (no baseline being at work) a strict run's warnings as errors and `--quiet`'s errors only.
    package func apply(to reports: [FileReport]) -> [FileReport] {
        reports.map { policy.present(policy.settle($0)) }
    }

    /// FILE compiled with the profiles, its findings as `apply(to:)` leaves them: whether it has errors
    /// is then what the project says.
    package func compile(path: String, onSection: ((SettingsSection) -> Void)? = nil) -> Compilation {
        applied(compileAsReported(path: path, onSection: onSection))
    }

    /// FILE compiled with the profiles and the source language, its findings as the compiler reports
    /// them: for a run that applies the policy itself (a baseline comes between settling and showing),
    /// keeping up to `cap` of a rule in a file. Files `overlay` holds (an editor's unsaved text) are
    /// read from it.
    package func compileAsReported(path: String, cap: DiagnosticCap = DiagnosticCap(), overlay: SourceOverlay = .none,
                                   onSection: ((SettingsSection) -> Void)? = nil) -> Compilation {
        DefinitionCompiler.compile(path: path, profiles: profiles, sourceLanguage: configuration?.sourceLanguage,
                                   overlay: overlay, cap: cap, onSection: onSection)
    }

    /// What a compilation found, settled by the project's rules (not yet shown: a baseline may come
    /// between): what could not be read first, as `unreadable` findings, then the compiler's findings.
    /// `validate` and the editor both take a compilation's findings this way.
    package func settled(_ compilation: Compilation) -> [FileReport] {
        (Validation.unreadable(compilation.failures) + compilation.reports).map(policy.settle)
    }

    /// An opened FILE compiled as `compile(path:)` compiles one.
    package func compile(_ file: SourceFile, onSection: ((SettingsSection) -> Void)?) -> Compilation {
        applied(DefinitionCompiler.compile(file, profiles: profiles, sourceLanguage: configuration?.sourceLanguage,
                                           onSection: onSection))
    }

    /// `compilation` with its findings as `apply(to:)` leaves them.
    package func applied(_ compilation: Compilation) -> Compilation {
        var compilation = compilation
        compilation.reports = apply(to: compilation.reports)
        return compilation
    }
}
