import Diagnostics
import PropertyList
import Platform

/// A file that translates a bundle's pages, given by itself: a `.strings` table (`validate
/// en.lproj/Root.strings`) or a String Catalog (`validate Root.xcstrings`). Each is read as what it is
/// (a table as the device reads one, a catalog as JSON), never as a property list, and placed: the bundle,
/// and for a table the language, whose pages it would translate. What it says about those pages is checked
/// with the bundle (`validate Settings.bundle`).
enum TranslationFileCheck {
    /// What a file given by itself held, for `validate --verbose`.
    enum Contents: Sendable {
        case table(texts: Int)
        case catalog(texts: Int, languages: Int)
    }

    enum Kind { case table, catalog }

    /// What FILE is by its name (`NAME.strings`, `NAME.xcstrings`, any case), looked at once per FILE;
    /// nil for anything else, standard input or a folder.
    static func kind(of path: String) -> Kind? {
        guard path != "-" else { return nil }
        let lowered = path.lowercased()
        let kind: Kind
        if lowered.utf8.count > ".xcstrings".utf8.count, lowered.hasSuffix(".xcstrings") {
            kind = .catalog
        } else if lowered.utf8.count > ".strings".utf8.count, lowered.hasSuffix(".strings") {
            kind = .table
        } else {
            return nil
        }
        return System.isDirectory(path) ? nil : kind
    }

    /// The file's report (no definition: it translates one, it is none) and what it holds.
    static func compile(path: String, kind: Kind, cap: DiagnosticCap) -> Compilation {
        let read: Result<(SourceFile, [Diagnostic], Contents), System.FileError>
        if kind == .catalog {
            read = CatalogDocument.read(path: path, displayName: path).map { document in
                (document.source, document.diagnostics, .catalog(texts: document.catalog?.entries.count ?? 0,
                                                                 languages: document.catalog?.languages.count ?? 0))
            }
        } else {
            read = StringsParser.parse(path: path, displayName: path, cap: cap).map { document in
                (document.source, document.diagnostics, .table(texts: document.table.count))
            }
        }
        switch read {
        case .failure(let error):
            return Compilation(definition: nil, reports: [], failures: [error])
        case .success(let (source, diagnostics, contents)):
            var compilation = Compilation(definition: nil, reports: [FileReport(file: source, diagnostics: diagnostics, cap: cap)])
            compilation.standaloneTranslation = contents
            return compilation
        }
    }

    /// `en.lproj/Root.strings: 12 texts, table 'Root' in en of Settings.bundle…`, `Root.xcstrings: 12 texts
    /// in 3 languages, catalog 'Root' of Settings.bundle…`, or where no bundle reads the file.
    static func summary(_ path: String, _ contents: Contents) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        let name = String(components.last ?? Substring(path))
        func texts(_ count: Int) -> String { "\(count) " + (count == 1 ? "text" : "texts") }
        switch contents {
        case .table(let count):
            let table = String(name.dropLast(".strings".count))
            guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else {
                return "\(path): \(texts(count)); a table is read from a LANGUAGE.lproj folder of a Settings bundle, "
                    + "and this one is in none\n"
            }
            let language = String(components[components.count - 2].dropLast(".lproj".count))
            let place = "table \(MessageText.quoted(table)) in \(language)"
            guard components.count >= 3, BundleRoot.isNamedAsBundle(components[components.count - 3]) else {
                return "\(path): \(texts(count)), \(place); its folder is in no Settings bundle (a folder named NAME.bundle)\n"
            }
            return "\(path): \(texts(count)), \(place) of \(components[components.count - 3]), for its pages whose "
                + "StringsTable is \(MessageText.quoted(table))\n"
        case .catalog(let count, let languages):
            let catalog = String(name.dropLast(".xcstrings".count))
            let held = "\(texts(count)) in \(languages) " + (languages == 1 ? "language" : "languages")
            guard components.count >= 2, BundleRoot.isNamedAsBundle(components[components.count - 2]) else {
                return "\(path): \(held); a catalog is read from the top of a Settings bundle (a folder named NAME.bundle), "
                    + "and this one is in none\n"
            }
            return "\(path): \(held), catalog \(MessageText.quoted(catalog)) of \(components[components.count - 2]), "
                + "for its pages whose StringsTable is \(MessageText.quoted(catalog))\n"
        }
    }

    /// Why render, generate and the store commands take no table or catalog.
    static func notADefinition(_ path: String, _ kind: Kind) -> CommandFailure {
        let what = kind == .catalog ? "a String Catalog" : "a .strings table"
        return .usage("'\(path)' is \(what), which translates a Settings bundle's pages; give the bundle (the folder "
            + "named NAME.bundle) or one of its pages")
    }
}
