import PropertyList
import Platform

/// Where a rendering goes, held back until the definition is known to have no errors.
///
/// Memory stays small whatever the size of the output: `--output` is written straight into the
/// temporary file that replaces it at the end; standard output is kept in memory up to 4 MiB, then in
/// an unlinked temporary file, and copied out at the end. Nothing is published if rendering fails.
public final class RenderOutput {
    private let memoryLimit: Int
    private var pending: [UInt8] = []
    private var file: System.StagedFile?
    private let toStandardOutput: Bool

    private init(file: System.StagedFile?, memoryLimit: Int) {
        self.file = file
        self.toStandardOutput = file == nil
        self.memoryLimit = memoryLimit
    }

    /// Output to standard output.
    public static func standardOutput(memoryLimit: Int = 4 << 20) -> RenderOutput {
        RenderOutput(file: nil, memoryLimit: memoryLimit)
    }

    /// Output that replaces `path` (mode 0644 less the umask) when committed.
    public static func replacing(_ path: String) -> Result<RenderOutput, System.FileError> {
        System.StagedFile.replacing(path, mode: 0o666).map { RenderOutput(file: $0, memoryLimit: 1 << 16) }
    }

    public func append(_ text: String) {
        append { $0 += text.utf8 }
    }

    /// Appends what `write` adds to the output's own buffer (no copy in between).
    public func append(_ write: (inout [UInt8]) -> Void) {
        write(&pending)
        guard pending.count >= memoryLimit else { return }
        if file == nil {
            switch System.StagedFile.spool() {
            case .success(let spool): file = spool
            case .failure: return // no spool possible: keep it in memory
            }
        }
        file?.write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Publishes everything appended.
    public func commit() -> Result<Void, System.FileError> {
        guard let file else {
            System.write(pending, to: 1)
            return .success(())
        }
        file.write(pending)
        pending = []
        return file.commit(copyingTo: 1)
    }
}
