import Diagnostics
import PropertyList
import Platform

extension Rule {
    /// A folder of tables named almost `<lang>.lproj`: the Settings app never reads it, and that
    /// language's users see the texts untranslated.
    public static let misnamedLanguageFolder = Rule(
        id: "misnamed-language-folder", severity: .warning,
        summary: "A folder of .strings tables named almost '<language>.lproj' ('zh-Hans.lpoj', 'en.Iproj'): the Settings "
            + "app never reads its tables, and that language's texts are shown untranslated.",
        checkedIn: "BundleFiles, as the bundle folder is listed",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.translatedPage,
                "↓en.Iproj": nil,
                "en.Iproj/Root.strings": "\"Sound\" = \"Sound\";\n",
                "↓zh-Hans.lpoj": nil,
                "zh-Hans.lpoj/Root.strings": "\"Sound\" = \"声音\";\n",
            ], "'en.Iproj' is no language folder: the Settings app never reads its tables; did you mean 'en.lproj'?",
               "'zh-Hans.lpoj' is no language folder: the Settings app never reads its tables; did you mean 'zh-Hans.lproj'?"),
            // A folder that holds no table is no misnamed language folder, whatever its name.
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.translatedPage,
                "zh-Hans.lproj/Root.strings": "\"Sound\" = \"声音\";\n",
                "Images.lpoj/icon.png": "",
            ]),
        ] })
}

/// What a top-level folder of a bundle is called when it is almost a language folder.
enum LanguageFolderName {
    /// `name` with its extension made `lproj`, when that extension is one edit from it (`lpoj`, `Iproj`,
    /// `lprj`); nil for any other name, and for `lproj` itself.
    static func correction(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = String(name[name.index(after: dot)...])
        guard ext != "lproj", ext.count >= 3, Suggestions.closest(to: ext, in: ["lproj"]) != nil else { return nil }
        return name[..<dot] + ".lproj"
    }
}

/// The warnings about a bundle's folders of tables named almost `<lang>.lproj`, one per folder.
enum MisnamedLanguageFolder {
    static func reports(_ files: BundleFiles) -> [FileReport] {
        files.nearLanguageFolders.compactMap { name in
            guard let correction = LanguageFolderName.correction(of: name) else { return nil }
            return FileReport(file: SourceFile(bytes: [], displayName: System.join(files.directory, name)),
                              diagnostics: [.misnamedLanguageFolder(name, correction: correction)])
        }
    }
}

extension Diagnostic {
    static func misnamedLanguageFolder(_ name: String, correction: String) -> Diagnostic {
        Diagnostic(.misnamedLanguageFolder, "\(MessageText.quoted(name)) is no language folder: the Settings app never reads "
            + "its tables" + MessageText.didYouMean(correction), at: .wholeFile, suggestion: correction)
    }
}
