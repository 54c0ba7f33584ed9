import PropertyList
import Platform

/// Where a rendering goes, held back until the definition is known to have no errors.
///
/// Memory stays small whatever the size of the output: a regular file (`--output`) is written straight
/// into the temporary file that replaces it at the end; standard output, or a FIFO or device named by
/// `--output`, is kept in memory up to 4 MiB, then in an unlinked temporary file, and copied out at the
/// end. Nothing is published if rendering fails.
public final class RenderOutput {
    private let memoryLimit: Int
    private var pending: [UInt8] = []
    private var file: System.StagedFile?
    /// Where a spooled output is copied at the end: standard output, or a stream named by `--output`.
    private let stream: System.FileDescriptor?

    private init(file: System.StagedFile?, stream: System.FileDescriptor? = nil, memoryLimit: Int) {
        self.file = file
        self.stream = stream
        self.memoryLimit = memoryLimit
    }

    /// Output to standard output.
    public static func standardOutput(memoryLimit: Int = 4 << 20) -> RenderOutput {
        RenderOutput(file: nil, memoryLimit: memoryLimit)
    }

    /// Output to `path`: a regular file is replaced when committed (a new one mode 0666 less the umask,
    /// an existing one keeping its mode, owner and group), after removing what killed renderings left
    /// beside it; anything else (a FIFO, a terminal, a device) is written as it is.
    public static func replacing(_ path: String) -> Result<RenderOutput, System.FileError> {
        switch System.outputDestination(path) {
        case .failure(let error):
            return .failure(error)
        case .success(.stream(let descriptor)):
            return .success(RenderOutput(file: nil, stream: descriptor, memoryLimit: 4 << 20))
        case .success(.file(let target)):
            return System.StagedFile.replacing(target, newFileMode: 0o666).map { RenderOutput(file: $0, memoryLimit: 1 << 16) }
        }
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
        let descriptor = stream?.rawValue ?? 1
        guard let file else {
            System.write(pending, to: descriptor)
            return .success(())
        }
        file.write(pending)
        pending = []
        return file.commit(copyingTo: descriptor)
    }
}
