#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// What a program run by `runProgram` gave: its exit status and what it wrote.
    package struct ProgramOutput: Sendable {
        /// The exit status; 128 + the signal's number when a signal ended it.
        package var status: Int32
        /// Its standard output (up to the limit asked for).
        package var output: [UInt8]
        /// Its standard error (up to 64 KiB: a message, not data).
        package var errors: [UInt8]
        /// Standard output went past the limit: the program was stopped and `output` is cut short.
        package var tooLarge = false
    }

    /// Runs `program` (looked up in `PATH`, as a shell would) with `arguments`, in the current folder and
    /// environment, its standard input read from the file `input` (else `/dev/null`), and waits for it.
    /// Both its outputs are read as they come (neither pipe can fill and stall it); standard output at
    /// most `limit` bytes, past which the program is killed. A program that cannot be started is a
    /// failure whose path is the program's name (`ENOENT`: not installed).
    package static func runProgram(_ program: String, _ arguments: [String], input: String? = nil,
                                   limit: Int) -> Result<ProgramOutput, FileError> {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return .failure(lastError(program)) }
        guard pipe(&errorPipe) == 0 else {
            let error = lastError(program)
            _ = close(outputPipe[0]); _ = close(outputPipe[1])
            return .failure(error)
        }
        // Every end closes on exec: the child keeps only the copies made at 1 and 2.
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        _ = close(outputPipe[1])
        _ = close(errorPipe[1])
        guard spawned == 0 else {
            _ = close(outputPipe[0]); _ = close(errorPipe[0])
            return .failure(FileError(path: program, reason: message(forErrno: spawned), code: spawned))
        }
        var result = ProgramOutput(status: 0, output: [], errors: [])
        drain(output: outputPipe[0], errors: errorPipe[0], limit: limit, into: &result)
        if result.tooLarge { _ = kill(pid, SIGKILL) }
        _ = close(outputPipe[0])
        _ = close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .failure(lastError(program)) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        result.status = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return .success(result)
    }

    /// Reads both pipes until both are closed (or standard output passes `limit`).
    private static func drain(output: Int32, errors: Int32, limit: Int, into result: inout ProgramOutput) {
        var open = [output, errors]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, nfds_t(polled.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            for entry in polled where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { posixRead(entry.fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    open.removeAll { $0 == entry.fd }
                    continue
                }
                if entry.fd == output {
                    result.output.append(contentsOf: buffer[0..<count])
                    if result.output.count > limit {
                        result.tooLarge = true
                        return
                    }
                } else if result.errors.count < 1 << 16 {
                    result.errors.append(contentsOf: buffer[0..<min(count, (1 << 16) - result.errors.count)])
                }
            }
        }
    }

    private static func lastError(_ path: String) -> FileError {
        let code = errno
        return FileError(path: path, reason: message(forErrno: code), code: code)
    }
}
