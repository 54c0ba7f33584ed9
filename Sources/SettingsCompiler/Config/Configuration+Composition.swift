import Platform

/// How configurations compose: `"extends"` (the extended one read first, then this one over it) and
/// `"overrides"` (settings for the FILEs they match).
extension Configuration {
    /// This configuration read over `base`, the one it extends: `rules` merged by id, scalars
    /// (`strict`, `domain`, `sourceLanguage`) replaced where this one gives them, lists (`exclude`,
    /// `untranslated`, `profiles`, `overrides`) the base's then this one's.
    package func extending(_ base: Configuration) -> Configuration {
        var merged = self
        merged.rules = base.rules.merging(rules) { $1 }
        merged.strict = strict ?? base.strict
        merged.domain = domain ?? base.domain
        merged.sourceLanguage = sourceLanguage ?? base.sourceLanguage
        merged.exclude = base.exclude + exclude
        merged.untranslated = base.untranslated.union(untranslated)
        merged.profiles = base.profiles.union(profiles)
        merged.overrides = base.overrides + overrides
        return merged
    }

    /// The configuration of FILE `path` (a path as given, a folder or "-"): the overrides whose `files`
    /// match it (or a folder it is in) applied in order.
    package func applyingOverrides(for path: String) -> Configuration {
        guard !overrides.isEmpty, path != "-" else { return self }
        let absolute = System.absolutePath(path)
        let isDirectory = System.isDirectory(absolute)
        var applied = self
        for override in overrides where override.files.covers(absolute, isDirectory: isDirectory) {
            applied.rules.merge(override.rules) { $1 }
            applied.untranslated.formUnion(override.untranslated)
            applied.strict = override.strict ?? applied.strict
        }
        return applied
    }
}
