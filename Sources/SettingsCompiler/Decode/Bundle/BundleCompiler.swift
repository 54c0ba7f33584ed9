import PropertyList
import Platform
import XMLStream

/// The front end for a Settings bundle: reads its first page, every page reached from it through child
/// panes, the device and language variants beside them, and the `.strings` tables they use, and checks
/// the rules that span files (child panes, duplicate keys, images, translations).
public enum BundleCompiler {
    /// Compiles the bundle in `directory`, starting at its `Root.plist`.
    public static func compile(directory: String) -> Result<Compilation, System.FileError> {
        let reader = BundleReader(directory: directory)
        let rootPath = System.join(directory, "Root.plist")
        guard reader.files.contains("Root.plist") else {
            return .failure(System.FileError(path: directory, reason: "a directory, and no Settings bundle: "
                + "it has no Root.plist", code: 2))
        }
        switch SourceFile.open(rootPath) {
        case .failure(let error):
            return .failure(error)
        case .success(let file):
            reader.start(at: "Root", file: file, document: PlistReader.parse(file))
            return .success(reader.finish())
        }
    }

    /// Compiles the bundle that the page `file` (already parsed, its root a dictionary) belongs to: the
    /// page's directory is the bundle, and the page is where the walk starts. A page read from standard
    /// input or memory has no bundle around it: it is checked on its own.
    package static func compile(page file: SourceFile, document: PlistDocument) -> Compilation {
        let reader = BundleReader(directory: file.isOnDisk ? System.parentDirectory(of: file.path) : nil)
        var name = System.baseName(of: file.displayName)
        if name.hasSuffix(".plist") { name.removeLast(6) }
        reader.start(at: name, file: file, document: document)
        return reader.finish()
    }
}
