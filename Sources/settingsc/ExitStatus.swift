import PropertyList

/// The process's exit statuses, as `settingsc help exit-status` documents them (scripts and CI rely on them).
enum ExitStatus: Int32, Error {
    /// Success (for `validate`: no errors; warnings allowed unless `--strict`).
    case success = 0
    /// The input has errors; diagnostics were printed.
    case inputErrors = 1
    /// Unknown command or option, bad value, unknown or non-switch key.
    case usage = 2
    /// A file missing or unreadable, a store unreadable or corrupt, a write failed.
    case ioFailure = 3
}
