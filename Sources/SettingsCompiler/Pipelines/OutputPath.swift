import PropertyList
import Platform

/// The checks an `--output` path passes before anything is written to it: it is a path, and it is not
/// one of the files the output is made from (renaming over the input would replace it by its own
/// rendering), also through symbolic links.
enum OutputPath {
    /// Refuses an empty path, and an output that is the input FILE or, for a bundle folder, one of its files.
    static func check(_ output: String, input: String) throws(CommandFailure) {
        guard !output.isEmpty else { throw .usage("'--output' needs a path") }
        guard input != "-", let target = System.fileIdentity(output) else { return }
        if System.isDirectory(input) {
            let files = BundleFiles(directory: input, isBundle: true)
            for file in files.files.sorted() where System.fileIdentity(System.join(input, file)) == target {
                throw sameFile(output, System.join(input, file))
            }
        } else if System.fileIdentity(input) == target {
            throw sameFile(output, input)
        }
    }

    /// Refuses an output that is one of the files `reports` were made from (a bundle page given as a
    /// file reads the pages and tables beside it).
    static func check(_ output: String, against reports: [FileReport]) throws(CommandFailure) {
        guard let target = System.fileIdentity(output) else { return }
        for report in reports where report.file.isOnDisk && System.fileIdentity(report.file.path) == target {
            throw sameFile(output, report.file.displayName)
        }
    }

    private static func sameFile(_ output: String, _ input: String) -> CommandFailure {
        .usage("the output '\(output)' is also its input '\(input)'; write it to another file")
    }
}
