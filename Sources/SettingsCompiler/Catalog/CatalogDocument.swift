import Diagnostics
import JSON
import Platform
import PropertyList

/// One `.xcstrings` file read: the catalog (nil when its JSON or its values are broken), what was found,
/// the JSON it was read from (what `catalog extract` rewrites) and the text for showing diagnostics.
package struct CatalogDocument: Sendable {
    package var catalog: StringCatalog?
    package var diagnostics: [Diagnostic]
    package var json: JSONDocument
    package var source: SourceFile

    /// The largest catalog read: a Settings bundle's texts in every language fit in a fraction of this
    /// (2,000 texts in 30 languages are 11 MB).
    package static let maxInputBytes = 32 << 20
    /// How deep a catalog may nest: Xcode's go 9 levels deep, 12 with device and plural variations.
    package static let maxDepth = 32

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reads a catalog held in memory; `name` is what diagnostics call it.
    package static func parse(_ bytes: [UInt8], name: String) -> CatalogDocument {
        let json = JSONReader.parse(bytes, limits: JSONLimits(maxInputBytes: maxInputBytes, maxDepth: maxDepth))
        let (catalog, diagnostics) = CatalogDecoder.decode(json)
        return CatalogDocument(catalog: catalog, diagnostics: diagnostics, json: json,
                               source: SourceFile(bytes: bytes, displayName: name))
    }

    /// Reads a catalog from a file; one larger than `maxInputBytes` is an error at its start, read no further.
    package static func read(path: String, displayName: String) -> Result<CatalogDocument, System.FileError> {
        switch System.openForReading(path) {
        case .failure(let error):
            return .failure(error)
        case .success(let descriptor):
            let size = descriptor.regularFileSize
            if let size, size > maxInputBytes {
                return .success(tooLarge(size, name: displayName))
            }
            // A regular file into one buffer of its size (and whatever a growing file added); others in chunks.
            switch descriptor.readAll(limit: maxInputBytes) {
            case .bytes(let bytes): return .success(parse(bytes, name: displayName))
            case .tooLarge: return .success(tooLarge(maxInputBytes + 1, name: displayName))
            case .failed: return .failure(readError(displayName))
            }
        }
    }

    private static func readError(_ name: String) -> System.FileError {
        let code = System.lastErrno
        return System.FileError(path: name, reason: System.message(forErrno: code), code: code)
    }

    /// A file too large to read, refused before it is read.
    private static func tooLarge(_ size: Int, name: String) -> CatalogDocument {
        let message = "the catalog is \(size >> 20) MiB; settingsc reads catalogs of up to \(maxInputBytes >> 20) MiB "
            + "(a Settings bundle's texts in 30 languages take a few)"
        return CatalogDocument(catalog: nil, diagnostics: [.invalidCatalog(message, at: .start)], json: JSONReader.parse([]),
                               source: SourceFile(bytes: [], displayName: name))
    }

    /// The catalogs of a bundle: `.xcstrings` files at its top (one per table), in the order of their
    /// names' bytes, as every list of files is (`String`'s order takes two spellings of `é` for one
    /// name, and leaves those two in the order the folder listed them).
    static func paths(in files: BundleFiles) -> [String] {
        // By bytes, as the file system names them: `contains("/")` and `hasSuffix` went Character by
        // Character over every file of every bundle. The suffix first: read in place, it rules out
        // nearly every file before the search for a `/` walks the name.
        files.files.filter { System.name($0.utf8, endsWith: ".xcstrings") && !$0.utf8.contains(UInt8(ascii: "/")) }
            .sorted(by: System.bytesPrecede)
    }
}
