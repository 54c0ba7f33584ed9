import Diagnostics
import PropertyList
import Platform

/// A `.strings` file given by itself (`validate en.lproj/Root.strings`): read as the device reads a
/// table, never as XML, and placed: the bundle and language whose pages it would translate.
enum StringsTableCheck {
    /// Whether FILE is a table by its name (`NAME.strings`, any case), not standard input or a folder.
    static func isTable(_ path: String) -> Bool {
        path != "-" && path.utf8.count > 8 && path.lowercased().hasSuffix(".strings") && !System.isDirectory(path)
    }

    /// The table's report (no definition: a table translates one, it is none) and its size.
    static func compile(path: String, cap: DiagnosticCap) -> Compilation {
        switch StringsParser.parse(path: path, displayName: path, cap: cap) {
        case .failure(let error):
            return Compilation(definition: nil, reports: [], failures: [error])
        case .success(let document):
            let report = FileReport(file: document.source, diagnostics: document.diagnostics, cap: cap)
            var compilation = Compilation(definition: nil, reports: [report])
            compilation.standaloneTableTexts = document.table.count
            return compilation
        }
    }

    /// `en.lproj/Root.strings: 12 texts, table 'Root' in en of Settings.bundle` — or where no bundle reads it.
    static func summary(_ path: String, entries: Int) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        let name = String(components.last ?? Substring(path))
        let table = String(name.dropLast(".strings".count))
        let texts = "\(entries) " + (entries == 1 ? "text" : "texts")
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else {
            return "\(path): \(texts); a table is read from a LANGUAGE.lproj folder of a Settings bundle, and this one is in none\n"
        }
        let language = String(components[components.count - 2].dropLast(".lproj".count))
        let place = "table \(MessageText.quoted(table)) in \(language)"
        guard components.count >= 3, BundleRoot.isNamedAsBundle(components[components.count - 3]) else {
            return "\(path): \(texts), \(place); its folder is in no Settings bundle (a folder named NAME.bundle)\n"
        }
        return "\(path): \(texts), \(place) of \(components[components.count - 3]), for its pages whose StringsTable is "
            + "\(MessageText.quoted(table))\n"
    }

    /// Why render, generate and the store commands take no table.
    static func notADefinition(_ path: String) -> CommandFailure {
        .usage("'\(path)' is a .strings table, which translates a Settings bundle's pages; give the bundle (the folder "
            + "named NAME.bundle) or one of its pages")
    }
}
