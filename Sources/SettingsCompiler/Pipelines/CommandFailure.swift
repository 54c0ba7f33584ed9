import PropertyList
import Platform

/// Why a pipeline stopped short: what a front end shows, and the exit status it gives (`settingsc help exit-status`).
///
/// Diagnostics are not failures: they come back in the pipeline's reports, and `inputErrors` says that
/// some were errors.
public enum CommandFailure: Error, Sendable {
    /// A mistake in how it was called, in words for the user (status 2).
    case usage(String)
    /// A file the run depends on (`.settingsc.json`, a baseline) has problems, each at its line:column
    /// (status 2: nothing was checked).
    case invalidFile([FileReport])
    /// The definition has errors, reported in the pipeline's reports (status 1).
    case inputErrors
    /// A file could not be read (status 3); for a definition, its read failures are in the reports' place.
    case unreadable(System.FileError)
    /// An output could not be written (status 3).
    case unwritable(System.FileError)
    /// The store could not be read or written (status 3).
    case store(StoreError)
    /// Anything else that stops it (status 3), in words for the user.
    case failed(String)
}

extension CommandFailure {
    /// Why `bundle` cannot be the Settings bundle `command` works on (nil: it is a folder): missing
    /// (status 3) or not a folder (status 2).
    static func notABundleFolder(_ bundle: String, command: String) -> CommandFailure? {
        if System.isDirectory(bundle) { return nil }
        return System.kind(of: bundle) == .missing
            ? .unreadable(System.FileError(path: bundle, reason: "no such file or directory", code: 2))
            : .usage("'\(bundle)' is not a folder; \(command) takes a Settings bundle")
    }
}

/// What a pipeline says besides its diagnostics and its output, in the order it happened.
public enum CommandMessage: Sendable, Equatable {
    /// Something the user may want to know (a language shown in place of the one asked for).
    case note(String)
    /// Something that was ignored (a stored value of the wrong type).
    case warning(String)
}
