import Diagnostics
import PropertyList
import Platform
import XMLStream

/// `fix`: every certain repair (fix-it) applied in place, byte for byte, then what is left reported as
/// `validate` reports it.
public enum Fixing {
    /// A fixed `Type` can reveal keys to fix (they are checked against the new type), so a FILE is
    /// compiled again after each round of fixes, until none applies; this many rounds at most.
    public static let maxPasses = 5

    /// What happened to one fix-it, as it happened.
    public struct Change: Sendable {
        public enum Kind: Sendable {
            case fixed
            /// Not applied: it overlaps another.
            case overlapping
            /// Not applied: the file changed while it was read.
            case stale
        }

        public var kind: Kind
        public var file: String
        public var fix: FixIt
    }

    /// How a project wants its files checked, as for `validate`: a rule turned off is not
    /// fixed either.
    public struct Options: Sendable {
        /// The configuration, `--rule`s, `--profile`s, `--strict` (warnings left fail the run too) and
        /// `--quiet` (errors only).
        public var checking = ConfigurationOptions()

        public init(strict: Bool = false) {
            checking.strict = strict
        }
    }

    /// What fixing gave.
    public struct Result: Sendable {
        /// The reports of each FILE's last compilation.
        public var reports: [FileReport] = []
        /// Files that could not be read (their `unreadable` errors are in the reports).
        public var readFailures: [System.FileError] = []
        /// A write that failed, or a file that could not be read again to be fixed (status 3).
        public var writeFailed = false
        /// A binary plist had fix-its, which have no place in it (status 1).
        public var refusedBinary = false
        /// Whether the reports hold an error, or a warning in a strict run.
        public var hasFindings = false
        /// What the run has to say besides (a folder with no definitions).
        public var messages: [CommandMessage] = []
    }

    /// Fixes every FILE (a folder that is no bundle: every definition below it); `onChange` hears of
    /// each change (and each fix not applied) as it happens, and `onFailure` of what stops a FILE (a
    /// binary plist it cannot edit, a write that failed).
    public static func run(_ paths: [String], options: Options, onChange: (Change) -> Void,
                           onFailure: (CommandFailure) -> Void) throws(CommandFailure) -> Result {
        guard !paths.isEmpty else { throw .usage("fix needs at least one FILE") }
        if paths.contains("-") {
            throw .usage("fix edits files in place and cannot fix standard input; "
                + "use 'settingsc validate --diagnostics json -' for its fix-its")
        }
        let targets = try RunDefinitions.resolve(paths, options: options.checking)
        var result = Result(messages: targets.messages)
        result.reports = Validation.unreadable(targets.failures)
        result.readFailures = targets.failures
        for item in targets.items {
            let policy = item.applied.policy
            let first = result.reports.count
            fix(item, policy: policy, into: &result, onChange: onChange, onFailure: onFailure)
            result.reports[first...] = result.reports[first...].map(policy.present)[...]
        }
        result.hasFindings = result.reports.contains { $0.hasErrors }
        return result
    }

    /// Fixes one definition (a file, a bundle page or a bundle), round after round.
    private static func fix(_ item: RunDefinitions.Item, policy: FindingPolicy, into result: inout Result,
                            onChange: (Change) -> Void, onFailure: (CommandFailure) -> Void) {
        var reportedOverlaps: Set<String> = []
        var refusedBinary = false
        var last: Compilation?
        defer {
            if let last {
                result.reports += Validation.unreadable(last.failures) + last.reports
                result.readFailures += last.failures
            }
        }
        for pass in 1...(maxPasses + 1) {
            var compilation = item.applied.compileAsReported(path: item.path)
            // What the project turned off is not reported, so not fixed either.
            compilation.reports = compilation.reports.map(policy.settle)
            last = compilation
            guard compilation.failures.isEmpty, pass <= maxPasses else { return }
            var changed = false
            for report in compilation.reports {
                if report.file.isBinary {
                    // Fixes proposed there have no place: a binary plist has no text to edit.
                    if report.diagnostics.contains(where: { $0.fix != nil }) && !refusedBinary {
                        refusedBinary = true
                        result.refusedBinary = true
                        onFailure(.failed("'\(report.file.displayName)' is a binary property list, which fix does not "
                            + "edit; convert it to XML first (plutil -convert xml1 '\(report.file.displayName)')"))
                    }
                    continue
                }
                let fixes = report.placedFixes
                guard !fixes.isEmpty else { continue }
                switch apply(fixes, to: report.file, reported: &reportedOverlaps, onChange: onChange) {
                case .success(true): changed = true
                case .success(false): break
                case .failure(let failure):
                    onFailure(failure)
                    result.writeFailed = true
                    return
                }
            }
            if !changed { return }
        }
    }

    /// Applies `fixes` to the file (a link is followed: the file it points to is rewritten, with its
    /// mode, owner and group); whether it changed.
    private static func apply(_ fixes: [FixIt], to file: SourceFile, reported: inout Set<String>,
                              onChange: (Change) -> Void) -> Swift.Result<Bool, CommandFailure> {
        let target = System.resolveSymbolicLinks(file.path) ?? file.path
        let stored: [UInt8]
        // Only a regular file is edited in place (a FIFO would be replaced by a file); it was read whole
        // once already, within the input limit.
        switch System.openRegularFile(target) {
        case .failure(let error):
            return .failure(.failed("cannot fix '\(file.path)': \(error.reason)"))
        case .success(let descriptor):
            switch descriptor.readAll(limit: XMLEventParser.Limits().maxInputBytes) {
            case .bytes(let bytes): stored = bytes
            case .tooLarge: return .failure(.failed("cannot fix '\(file.path)': it grew past the input limit while it was read"))
            case .failed: return .failure(.failed("cannot read '\(file.path)': \(System.message(forErrno: System.lastErrno))"))
            }
        }
        let plan = FixPlan(fixes, on: stored)
        for fix in plan.overlapping where reported.insert("\(file.path):\(fix.span!.bytes)").inserted {
            onChange(Change(kind: .overlapping, file: file.displayName, fix: fix))
        }
        for fix in plan.stale { onChange(Change(kind: .stale, file: file.displayName, fix: fix)) }
        guard !plan.applied.isEmpty else { return .success(false) }
        if case .failure(let error) = System.writeAtomically(plan.bytes, to: target, newFileMode: 0o644) {
            return .failure(.unwritable(error))
        }
        for fix in plan.applied { onChange(Change(kind: .fixed, file: file.displayName, fix: fix)) }
        return .success(true)
    }
}
