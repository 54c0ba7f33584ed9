import PropertyList
import Platform

/// One side of a comparison: a definition read as the diff sees it (its pages and translations), or
/// nothing (a definition only the other side has).
struct DiffSide: Sendable {
    enum Format: Sendable, Equatable {
        case cellStyle
        case bundle
    }

    var format: Format?
    var pages: [DiffPage] = []
    var localizations = BundleLocalizations()

    /// Nothing: every page of the other side is added (or removed).
    static let absent = DiffSide(format: nil)

    /// `definition` as compiled from `path`: a cell-style definition is one page named `name`; a
    /// bundle every page; a bundle page given as a file that page alone, named `name`. `label` goes
    /// before every page's name (a definition of a folder of several: its path in the folder).
    init(_ definition: Definition, path: String, name: String, label: String?) {
        func named(_ page: String) -> String { label.map { "\($0)/\(page)" } ?? page }
        switch definition {
        case .screen(let screen):
            format = .cellStyle
            pages = [DiffPage(screen, name: label ?? name)]
        case .bundle(let bundle):
            format = .bundle
            localizations = bundle.localizations
            if path != "-", !System.isDirectory(path), let first = bundle.firstPage {
                pages = [DiffPage(first, name: named(name))]
            } else {
                pages = bundle.pages.map { DiffPage($0, name: named($0.name)) }
            }
        }
    }

    private init(format: Format?) {
        self.format = format
    }

    /// The changes from `old` to `new` (translations: only the language `--lang` names, when given).
    static func changes(from old: DiffSide, to new: DiffSide, language: String?) -> [DiffChange] {
        DefinitionDiff(old: old.pages, new: new.pages).changes()
            + TranslationDiff.changes(old: old.localizations, new: new.localizations, oldPages: old.pages,
                                      newPages: new.pages, language: language)
    }
}
