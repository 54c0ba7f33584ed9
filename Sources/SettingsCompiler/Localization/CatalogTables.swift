import Platform
import PropertyList

/// The `.strings` tables a String Catalog stands for in a bundle (`Root` and `Root~ipad` in each of its
/// languages' folders), compiled the first time one is asked for: `validate` needs them only to compare
/// them with `.lproj` tables the bundle holds, renderings for the language shown.
package final class CatalogTables: Sendable {
    /// The table's name (`Root`).
    package let table: String
    /// The table names it compiles to: the table, then `<table>~<device>` for the devices it varies for.
    package let names: [String]
    /// The `.lproj` folders it compiles into, by the catalog's language tags.
    package let folders: [String: String]
    private let compiler: CatalogCompiler
    private let compiled = Locked<[String: [String: StringsTable]]?>(nil)

    package init(table: String, compiler: CatalogCompiler, folder: (String) -> String) {
        self.table = table
        self.compiler = compiler
        self.names = [table] + compiler.variedDevices.map { "\(table)~\($0)" }
        var folders: [String: String] = [:]
        for language in compiler.catalog.languages { folders[language] = folder(language) }
        self.folders = folders
    }

    /// Whether the catalog compiles into the folder `language`.
    package func covers(_ language: String) -> Bool {
        folders.values.contains(language)
    }

    /// The table `name` (`Root`, `Root~ipad`) in the folder `language`, compiled with every other on first use.
    package func table(_ name: String, in language: String) -> StringsTable? {
        all[language]?[name]
    }

    /// Every compiled table, by folder then by name.
    package var all: [String: [String: StringsTable]] {
        compiled.withLock { cached in
            if let cached { return cached }
            var tables: [String: [String: StringsTable]] = [:]
            for table in compiler.tables() {
                let name = table.device.map { "\(self.table)~\($0)" } ?? self.table
                tables[folders[table.language] ?? table.language, default: [:]][name] = table.strings
            }
            cached = tables
            return tables
        }
    }
}
