import Platform
import PropertyList

/// The bundle the catalog commands work on, compiled once: its pages, its folder as listed, and each
/// String Catalog as the compilation read it. Nothing is read again after: a catalog replaced during a
/// run cannot give tables of one version and findings of another.
///
/// Both commands stop, writing nothing, when the bundle has errors or files that cannot be read: a page
/// that does not parse would make its texts look unused (`extract`) and its device variants unknown
/// (`compile`, which would then leave out their `~iphone`/`~ipad` tables).
struct CatalogInput {
    let pages: CatalogPages
    let files: BundleFiles
    /// Each catalog read, by path relative to the bundle.
    let catalogs: [String: CatalogDocument]

    /// Compiles `bundle` as `applied` says; nil when the command stops, with the bundle's reports that have
    /// errors in `reports`, the files that could not be read in `failures`, and `failure` (unreadable, else
    /// input errors). `translationsChecked` false: errors in the catalogs and the `.strings` tables do not
    /// stop it (`compile` reports its catalogs itself, and writes the tables, or refuses to when edited: a
    /// broken one must not keep `--force` from replacing it); errors in the pages and read failures always do.
    static func compile(_ bundle: String, applied: AppliedConfiguration, translationsChecked: Bool = true,
                        reports: inout [FileReport], failures: inout [System.FileError],
                        failure: inout CommandFailure?) -> CatalogInput? {
        let compilation: Compilation
        switch BundleCompiler.compile(directory: bundle, profiles: applied.profiles,
                                      sourceLanguage: applied.configuration?.sourceLanguage) {
        case .failure(let error):
            failure = .unreadable(error)
            return nil
        case .success(let compiled):
            compilation = applied.applied(compiled)
        }
        var translations = Set(compilation.catalogDocuments.values.map(\.source.displayName))
        translations.formUnion((compilation.bundleFiles?.stringsFiles ?? []).map { System.join(bundle, $0) })
        let stopping = compilation.reports.filter {
            $0.hasErrors && (translationsChecked || !translations.contains($0.file.displayName))
        }
        guard compilation.failures.isEmpty, stopping.isEmpty, case .bundle(let settings)? = compilation.definition,
              let files = compilation.bundleFiles else {
            reports = compilation.reports.filter(\.hasErrors)
            failures = compilation.failures
            failure = compilation.failures.first.map { .unreadable($0) } ?? .inputErrors
            return nil
        }
        return CatalogInput(pages: CatalogPages(settings.pages), files: files, catalogs: compilation.catalogDocuments)
    }
}
