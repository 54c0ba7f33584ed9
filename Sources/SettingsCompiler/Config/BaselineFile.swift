import Diagnostics
import JSON
import PropertyList
import Platform

extension Rule {
    /// A problem in a baseline file. Not a rule of `validate` (not in `Rule.all`): a baseline that cannot
    /// be used is a usage error (status 2), reported at its line:column before anything is checked.
    package static let baselineFile = Rule(
        id: "baseline", severity: .error,
        summary: "A problem in a --baseline file: the run stops with status 2.",
        checkedIn: "BaselineFile.read, before any FILE is checked",
        examples: { [] })
}

/// A baseline as a file (`docs/baseline.schema.json`): `{"version": 1, "findings": [{"rule", "file",
/// "item", "severity", "message"}]}`, written pretty by settingsc's JSON writer, the findings in a fixed
/// order, so that the same findings always give the same bytes and a diff shows what changed.
package enum BaselineFile {
    /// Baselines of large projects run to a few megabytes; 64 MiB is no baseline.
    static let limits = JSONLimits(maxInputBytes: 64 << 20, maxDepth: 16)

    /// The baseline's text.
    package static func bytes(of baseline: Baseline) -> [UInt8] {
        var writer = JSONWriter(style: .pretty)
        writer.object { root in
            root.member("version", Baseline.version)
            root.member("findings") { list in
                list.array { items in
                    for entry in baseline.entries {
                        items.object { item in
                            item.member("rule", entry.rule)
                            item.member("file", entry.file)
                            item.member("item", entry.item)
                            item.member("severity", entry.severity)
                            item.member("message", entry.message)
                        }
                    }
                }
            }
        }
        return writer.bytes
    }

    /// Writes `baseline` to `path`, replacing it atomically (a new file gets 0666 less the umask); only
    /// a regular file is replaced.
    package static func write(_ baseline: Baseline, to path: String) -> Result<Void, System.FileError> {
        switch System.kind(of: path) {
        case .missing, .regular: break
        case .symbolicLink where System.isRegularFile(path): break
        default:
            return .failure(System.FileError(path: path, reason: "not a regular file; a baseline replaces only a file",
                                             code: 21))
        }
        let target = System.resolveSymbolicLinks(path) ?? path
        return System.StagedFile.replacing(target, newFileMode: 0o666).flatMap { staged in
            staged.write(bytes(of: baseline))
            return staged.commit()
        }
    }

    /// Reads a baseline file: the baseline, or what is wrong with it (a report of its problems) or why
    /// it cannot be read.
    package static func read(_ path: String) -> Result<Baseline, CommandFailure> {
        let bytes: [UInt8]
        switch System.openRegularFile(path) {
        case .failure(let error): return .failure(.unreadable(error))
        case .success(let descriptor):
            switch descriptor.readAll(limit: limits.maxInputBytes) {
            case .bytes(let all):
                bytes = all
            case .tooLarge:
                return .failure(.unreadable(System.FileError(path: path, reason: "larger than \(limits.maxInputBytes >> 20) MiB, "
                    + "the limit for a baseline", code: 27)))
            case .failed:
                let code = System.lastErrno
                return .failure(.unreadable(System.FileError(path: path, reason: System.message(forErrno: code), code: code)))
            }
        }
        let (baseline, diagnostics) = parse(bytes)
        guard diagnostics.isEmpty else {
            return .failure(.invalidFile([FileReport(file: SourceFile(bytes: bytes, displayName: path), diagnostics: diagnostics)]))
        }
        return .success(baseline)
    }

    /// The baseline in `bytes`, and every problem found in it.
    static func parse(_ bytes: [UInt8]) -> (Baseline, [Diagnostic]) {
        let document = JSONReader.parse(bytes, limits: limits)
        var diagnostics = document.problems.filter { $0.severity == .error }.map { problem in
            Diagnostic(.baselineFile, problem.message, at: problem.location)
        }
        func report(_ message: String, at value: JSONValue) {
            diagnostics.append(Diagnostic(.baselineFile, message, at: document.location(value)))
        }
        guard document.isComplete, let root = document.root else { return (Baseline(entries: []), diagnostics) }
        guard document.kind(root) == .object else {
            report("a baseline is a JSON object {\"version\": 1, \"findings\": […]}, found \(document.kind(root).described)", at: root)
            return (Baseline(entries: []), diagnostics)
        }
        guard let version = document.member("version", of: root) else {
            report("a baseline has a \"version\"; this one has none (settingsc writes version \(Baseline.version))", at: root)
            return (Baseline(entries: []), diagnostics)
        }
        guard document.int(version) == Baseline.version else {
            report("baseline version \(document.numberLiteral(version) ?? document.kind(version).described) is not one this "
                + "settingsc reads (it reads version \(Baseline.version)); write it again with --write-baseline", at: version)
            return (Baseline(entries: []), diagnostics)
        }
        guard let findings = document.member("findings", of: root), document.kind(findings) == .array else {
            report("a baseline has \"findings\", an array of {\"rule\", \"file\", \"item\"}", at: root)
            return (Baseline(entries: []), diagnostics)
        }
        var entries: [Baseline.Entry] = []
        for finding in document.items(of: findings) {
            guard document.kind(finding) == .object else {
                report("a finding is an object {\"rule\", \"file\", \"item\"}, found \(document.kind(finding).described)", at: finding)
                continue
            }
            var fields: [String: String] = [:]
            var complete = true
            for name in ["rule", "file", "item"] {
                guard let value = document.member(name, of: finding), let text = document.string(value) else {
                    report("a finding needs \"\(name)\", a string", at: finding)
                    complete = false
                    continue
                }
                fields[name] = text
            }
            guard complete else { continue }
            let optional = { (name: String) in document.member(name, of: finding).flatMap { document.string($0) } ?? "" }
            entries.append(Baseline.Entry(rule: fields["rule"]!, file: fields["file"]!, item: fields["item"]!,
                                          severity: optional("severity"), message: optional("message")))
        }
        return (Baseline(entries: entries), diagnostics)
    }
}
