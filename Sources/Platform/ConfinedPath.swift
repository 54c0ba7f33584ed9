#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#else
internal import Darwin
#endif

extension System {
    /// A path a writer made from what it read (a catalog's language, a page's table name), checked to stay
    /// inside the folder it writes into: the relative part has no `..`, is not absolute and holds no NUL
    /// (which would cut the path short where the C library reads it), and no symbolic link on the way
    /// leads out of the folder. Each component is looked at with `lstat`; a link is resolved with
    /// `realpath` and must end inside the folder's own real path. Every writer that puts names it did
    /// not choose into a path goes through here, so none writes outside what it was given.
    package struct ConfinedPath: Sendable {
        /// The folder written into, as given.
        package let root: String
        /// The components below `root`, without empty or `.` ones.
        package let components: [String]

        /// `root/relative`.
        package var path: String { components.reduce(root) { System.join($0, $1) } }

        /// `relative` inside `root` (an existing folder), or why it would leave it.
        package static func resolve(_ relative: String, inside root: String) -> Result<ConfinedPath, FileError> {
            let shown = System.join(root, relative)
            if relative.utf8.contains(0) { return .failure(refusal(shown, "its name holds a NUL byte")) }
            if relative.hasPrefix("/") { return .failure(refusal(shown, "an absolute path where a name inside '\(root)' belongs")) }
            let components = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
            if components.contains("..") { return .failure(refusal(shown, "'..' would leave '\(root)'")) }
            if components.isEmpty { return .failure(refusal(shown, "no file name")) }
            guard let realRoot = realPath(root) else {
                let code = errno
                return .failure(FileError(path: root, reason: message(forErrno: code), code: code))
            }
            var current = root
            for component in components {
                current = System.join(current, component)
                switch kind(of: current) {
                case .missing:
                    // Made below here as a real folder or file, not through a link.
                    return .success(ConfinedPath(root: root, components: components))
                case .symbolicLink:
                    guard let target = realPath(current) else {
                        return .failure(refusal(current, "a symbolic link that leads nowhere"))
                    }
                    guard relativePath(target, inside: realRoot) != nil else {
                        return .failure(refusal(current, "a symbolic link to '\(target)', outside '\(root)'"))
                    }
                case .regular, .directory, .other:
                    continue
                }
            }
            return .success(ConfinedPath(root: root, components: components))
        }

        /// Makes the folders between `root` and the file that are missing (with `mode`, less the umask);
        /// the folders made, outermost first, for `removeFolders` to take back.
        package func createFolders(mode: UInt32) -> Result<[String], FileError> {
            var made: [String] = []
            var current = root
            for component in components.dropLast() {
                current = System.join(current, component)
                if mkdir(current, mode_t(mode)) == 0 {
                    made.append(current)
                } else if errno != EEXIST || !isDirectory(current) {
                    let code = errno == EEXIST ? ENOTDIR : errno
                    Self.removeFolders(made)
                    return .failure(FileError(path: current, reason: message(forErrno: code), code: code))
                }
            }
            return .success(made)
        }

        /// Removes folders `createFolders` made, innermost first, those left empty only.
        package static func removeFolders(_ made: [String]) {
            for folder in made.reversed() { _ = rmdir(folder) }
        }

        private static func refusal(_ path: String, _ why: String) -> FileError {
            FileError(path: path, reason: "not written: \(why); settingsc writes only inside the folder it was given",
                      code: EPERM)
        }
    }
}
