import Diagnostics
import PropertyList
import Platform

extension Rule {
    /// A symbolic link in the bundle that leads outside it: not followed, so that nothing outside the
    /// bundle is read or shown in a diagnostic.
    public static let symlinkOutsideBundle = Rule(
        id: "symlink-outside-bundle", severity: .warning,
        summary: "A symbolic link in the bundle leads outside it: it is not followed, and the file is not read.",
        checkedIn: "BundleFiles, as the bundle folder is listed",
        examples: { [
            RuleExample(bundle: [
                "Root.plist": ExampleText.translatedPage,
                "↓de.lproj/Root.strings": RuleExample.symbolicLink(to: "../../Root.strings"),
                "../Root.strings": "\"Sound\" = \"Ton\";\n",
            ], "symbolic link to '../../Root.strings' leads outside the bundle; it is not read"),
            // A link to a file inside the bundle is that file (a language sharing another's table).
            RuleExample(silentBundle: [
                "Root.plist": ExampleText.translatedPage,
                "de.lproj/Root.strings": "\"Sound\" = \"Ton\";\n",
                "de-AT.lproj/Root.strings": RuleExample.symbolicLink(to: "../de.lproj/Root.strings"),
            ]),
        ] })
}

/// The warnings about a bundle's links that lead outside it, one report per link, about the link as a
/// whole (its own name, nothing of what it leads to: it is never read, not even for an excerpt). In a
/// folder that merely holds a page (not a bundle), only links named like a page or a table are named:
/// the others are no concern of the page.
enum SymlinkOutsideBundle {
    static func reports(_ files: BundleFiles) -> [FileReport] {
        files.outsideLinks.filter { files.isBundle || $0.path.hasSuffix(".plist") || $0.path.hasSuffix(".strings") }.map { link in
            let path = System.join(files.directory, link.path)
            let target = System.linkTarget(path) ?? link.target
            return FileReport(file: SourceFile(bytes: [], displayName: path),
                              diagnostics: [.symlinkOutsideBundle(target: target, at: .wholeFile)])
        }
    }
}

extension Diagnostic {
    /// `target` as the link holds it (`ls -l` shows it so).
    static func symlinkOutsideBundle(target: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.symlinkOutsideBundle, "symbolic link to \(MessageText.quoted(target, limit: 200)) leads outside the bundle; "
            + "it is not read", at: location)
    }
}
