import Diagnostics
import PropertyList
import Platform

/// The page a child pane opens, found as a device finds it: its `File` plus `.plist`, exactly (file
/// systems on devices are case-sensitive).
enum ChildPaneTarget {
    /// The page's name, or nil and why the pane opens none (`missing-child-pane`,
    /// `child-pane-case-mismatch`).
    static func resolve(_ pane: ChildPaneSpecifier, in files: BundleFiles) -> (page: String?, problem: Diagnostic?) {
        let (file, location) = (pane.file.value, pane.file.location)
        if files.contains(file + ".plist") { return (file, nil) }
        if let actual = files.caseInsensitiveMatch(file + ".plist").map({ String($0.dropLast(6)) }) {
            // Certain when no other page has the same letters.
            let certain = Suggestions.unique(to: file, in: files.pageNames) == actual
            return (nil, .childPaneCaseMismatch(file, actual: actual, certain: certain, at: location))
        }
        // Something is there, but no page: say what it is rather than that nothing is.
        if !file.split(separator: "/").contains(".."), let what = System.describeSpecialFile(System.join(files.directory, file + ".plist")) {
            return (nil, .missingChildPane(file, foundInstead: what, at: location))
        }
        let named = file.hasSuffix(".plist") && files.contains(file)
        let (suggestion, certain): (String?, String?) = named ? (String(file.dropLast(6)), String(file.dropLast(6)))
            : Suggestions.match(file, in: files.pageNames)
        return (nil, .missingChildPane(file, suggestion: suggestion, certain: certain, at: location))
    }
}
