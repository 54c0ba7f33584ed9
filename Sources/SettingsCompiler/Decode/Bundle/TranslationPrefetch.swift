import PropertyList
import Platform

/// Reads a bundle's `.strings` tables and String Catalogs on a thread of their own while the pages are
/// read, so that a translated bundle costs little more, in time, than its pages.
///
/// Every table of the bundle is read: which ones the pages name is known only once the pages are read,
/// and a table nobody names is still checked (it ships in the app).
final class TranslationPrefetch: Sendable {
    private let results = Locked<[String: Result<StringsDocument, System.FileError>]>([:])
    private let catalogResults = Locked<[String: Result<CatalogDocument, System.FileError>]>([:])

    /// Reads `tables` and `catalogs` (paths relative to `directory`; from `overlay` where it holds them),
    /// each table's diagnostics kept up to `cap`.
    func read(_ tables: [String], catalogs: [String] = [], in directory: String, overlay: SourceOverlay = .none,
              cap: DiagnosticCap = DiagnosticCap()) {
        for catalog in catalogs {
            let path = System.join(directory, catalog)
            let result = overlay.text(at: path).map { .success(CatalogDocument.parse($0, name: path)) }
                ?? CatalogDocument.read(path: path, displayName: path)
            catalogResults.withLock { $0[catalog] = result }
        }
        for table in tables {
            let path = System.join(directory, table)
            let result = StringsParser.parse(path: path, displayName: path, overlay: overlay, cap: cap)
            results.withLock { $0[table] = result }
        }
    }

    /// What was read, by relative path; call once the reading thread has finished.
    var documents: [String: Result<StringsDocument, System.FileError>] {
        results.withLock { $0 }
    }

    /// The catalogs read, by relative path; call once the reading thread has finished.
    var catalogs: [String: Result<CatalogDocument, System.FileError>] {
        catalogResults.withLock { $0 }
    }
}
