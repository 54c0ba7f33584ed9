import Platform
import PropertyList

/// A file `catalog compile` or `catalog extract` writes: replaced atomically (a temporary file beside it,
/// renamed over it), only when its bytes change, so that an unchanged file keeps its modification time
/// and a build does not copy it again; only ever over a regular file, and only inside the folder the
/// command writes into (`System.ConfinedPath`). A new file gets 0666 less the umask, a rewritten one
/// keeps its mode.
///
/// A command writes all its files or none: each is staged first (written to its temporary file), and
/// only when every one is staged are they renamed into place; a file that cannot be staged discards the
/// others and the folders made for them.
public enum CatalogOutputFile {
    /// What writing did.
    public enum Outcome: Sendable, Equatable {
        case created, replaced, unchanged
    }

    /// A file ready to be put in place: its path, what putting it there does, and its temporary file
    /// (none when it is unchanged).
    package struct Staged {
        package let path: String
        package let outcome: Outcome
        fileprivate let file: System.StagedFile?
    }

    /// Files staged together, and the folders made for them: committed together or discarded together.
    package struct Batch {
        package private(set) var staged: [Staged] = []
        private var madeFolders: [String] = []

        package init() {}

        /// Stages `bytes` for `relative` inside `root`, making the folders it needs; on failure, every
        /// file staged so far is discarded (and the folders made for them removed).
        package mutating func stage(_ relative: String, inside root: String, bytes: [UInt8]) -> Result<Void, System.FileError> {
            let result = System.ConfinedPath.resolve(relative, inside: root).flatMap { confined in
                confined.createFolders(mode: 0o777).flatMap { made in
                    madeFolders += made
                    return CatalogOutputFile.stage(confined.path, with: bytes)
                }
            }
            switch result {
            case .failure(let error):
                discard()
                return .failure(error)
            case .success(let file):
                staged.append(file)
                return .success(())
            }
        }

        /// Puts every staged file in place, in the order staged.
        package mutating func commit() -> Result<[Staged], System.FileError> {
            for file in staged {
                if let temporary = file.file, case .failure(let error) = temporary.commit() { return .failure(error) }
            }
            defer { staged = [] }
            return .success(staged)
        }

        /// Drops the staged files (their temporary files go with them) and the folders made for them.
        package mutating func discard() {
            staged = []
            System.ConfinedPath.removeFolders(madeFolders)
            madeFolders = []
        }
    }

    /// Stages `bytes` for `path`: nothing to write when the regular file there holds them already.
    private static func stage(_ path: String, with bytes: [UInt8]) -> Result<Staged, System.FileError> {
        let outcome: Outcome
        switch System.kind(of: path) {
        case .missing:
            outcome = .created
        case .regular:
            if case .success(let file) = System.openForReading(path), case .bytes(let current) = file.readAll(limit: bytes.count),
               current == bytes {
                return .success(Staged(path: path, outcome: .unchanged, file: nil))
            }
            outcome = .replaced
        case .directory, .symbolicLink, .other:
            return .failure(System.FileError(path: path, reason: "not a regular file; settingsc replaces regular files only",
                                             code: 21))
        }
        // A new file is 0666 less the umask, a rewritten one keeps its mode, owner and group (`StagedFile`).
        return System.StagedFile.replacing(path, newFileMode: 0o666).flatMap { file in
            file.write(bytes)
            if let failure = file.failure { return .failure(failure) }
            return .success(Staged(path: path, outcome: outcome, file: file))
        }
    }
}
