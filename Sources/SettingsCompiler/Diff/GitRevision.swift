import PropertyList
import Platform

/// The files of a revision of the git repository around the current folder, taken out with `git` run as
/// a subprocess (`ls-tree` to list them, one `cat-file --batch` to read them) into a private temporary
/// folder that goes when the value does, so that they are compiled like any files on disk.
struct GitRevision: Sendable {
    /// The revision as the user named it.
    let revision: String
    /// The commit it names.
    let commit: String
    let folder: System.TemporaryFolder
    /// Where the files go inside `folder`: the current folder's paths below it.
    var root: String { System.join(folder.path, "tree") }

    /// The most a revision's files may weigh together (git's output is read into memory).
    static let limit = 1 << 30

    /// Checks that git runs, that the current folder is in a repository and that `revision` names a commit.
    static func open(_ revision: String) -> Result<GitRevision, CommandFailure> {
        if revision.isEmpty || revision.hasPrefix("-") {
            return .failure(.usage("invalid revision '\(revision)' for '--git'; expected a commit, branch or tag (HEAD, main, v1.2)"))
        }
        switch git(["rev-parse", "--is-inside-work-tree"]) {
        case .failure(let failure): return .failure(failure)
        case .success(let output) where output.status != 0:
            return .failure(.failed("--git needs a git repository: \(message(output.errors, or: "the current folder is not in one"))"))
        case .success: break
        }
        let commit: String
        switch git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]) {
        case .failure(let failure): return .failure(failure)
        case .success(let output) where output.status != 0:
            return .failure(.usage("unknown revision '\(revision)': git names no commit so (try 'git log --oneline')"))
        case .success(let output): commit = String(decoding: output.output, as: UTF8.self).filter { !$0.isWhitespace }
        }
        switch System.TemporaryFolder.make(prefix: "diff") {
        case .failure(let error): return .failure(.unwritable(error))
        case .success(let folder): return .success(GitRevision(revision: revision, commit: commit, folder: folder))
        }
    }

    /// Copies what the revision holds at `path` (a file or a folder, relative to the current folder) into
    /// the temporary folder; its copy's path, or nil when the revision has nothing there.
    func extract(_ path: String) -> Result<String?, CommandFailure> {
        let entries: [(object: String, path: String)]
        switch git(["ls-tree", "-r", "-z", commit, "--", path]) {
        case .failure(let failure): return .failure(failure)
        case .success(let output) where output.status != 0:
            return .failure(.failed("git cannot list '\(path)' at \(revision): \(message(output.errors, or: "status \(output.status)"))"))
        case .success(let output): entries = GitRevision.blobs(in: output.output)
        }
        guard !entries.isEmpty else { return .success(nil) }
        let list = entries.map { $0.object + "\n" }.joined()
        let input: String
        switch folder.write(Array(list.utf8), to: "objects") {
        case .failure(let error): return .failure(.unwritable(error))
        case .success(let written): input = written
        }
        let contents: [UInt8]
        switch GitRevision.git(["cat-file", "--batch"], input: input) {
        case .failure(let failure): return .failure(failure)
        case .success(let output) where output.status != 0 || output.tooLarge:
            return .failure(.failed("git cannot read '\(path)' at \(revision): "
                + (output.tooLarge ? "its files are larger than \(GitRevision.limit >> 20) MB" : message(output.errors, or: "status \(output.status)"))))
        case .success(let output): contents = output.output
        }
        var offset = 0
        for entry in entries {
            guard let bytes = GitRevision.nextObject(in: contents, at: &offset) else {
                return .failure(.failed("git gave no contents for '\(entry.path)' at \(revision)"))
            }
            if case .failure(let error) = folder.write(bytes, to: "tree/" + entry.path) { return .failure(.unwritable(error)) }
        }
        return .success(System.join(root, path))
    }

    /// The regular files (`blob`s that are not links) `ls-tree -r -z` lists: `MODE TYPE OBJECT\tPATH\0`.
    private static func blobs(in output: [UInt8]) -> [(object: String, path: String)] {
        output.split(separator: 0).compactMap { record in
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, fields[1] == "blob", fields[0] != "120000" else { return nil }
            return (fields[2], String(decoding: record[(tab + 1)...], as: UTF8.self))
        }
    }

    /// One object of `cat-file --batch`'s output (`OBJECT blob SIZE\n`, the bytes, `\n`), moving `offset` past it.
    private static func nextObject(in output: [UInt8], at offset: inout Int) -> [UInt8]? {
        guard let end = output[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = output[offset..<end].split(separator: UInt8(ascii: " "))
        guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
              end + 1 + size <= output.count else { return nil }
        offset = end + 1 + size + 1
        return Array(output[(end + 1)..<(end + 1 + size)])
    }

    /// Runs git with `arguments`; a git that cannot be started is a failure (status 3).
    private static func git(_ arguments: [String], input: String? = nil) -> Result<System.ProgramOutput, CommandFailure> {
        switch System.runProgram("git", arguments, input: input, limit: limit) {
        case .success(let output): return .success(output)
        case .failure(let error):
            return .failure(.failed("cannot run git: \(error.reason)" + (error.code == 2 ? " (--git needs git on the PATH)" : "")))
        }
    }

    private func git(_ arguments: [String], input: String? = nil) -> Result<System.ProgramOutput, CommandFailure> {
        GitRevision.git(arguments, input: input)
    }

    /// git's message: its first line, `fatal: ` left out.
    private static func message(_ errors: [UInt8], or fallback: String) -> String {
        let line = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        let text = line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
        return text.isEmpty ? fallback : text
    }

    private func message(_ errors: [UInt8], or fallback: String) -> String { GitRevision.message(errors, or: fallback) }
}
