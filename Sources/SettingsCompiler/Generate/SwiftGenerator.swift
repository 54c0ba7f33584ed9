import Diagnostics
import PropertyList
import Platform

/// `generate swift`: a compiled definition of either format → one Swift source file with
/// typed accessors, `Keys` and `registerDefaults()`.
public struct SwiftGenerator: Sendable {
    /// `--access`: the access level of everything generated.
    public enum Access: String, CaseIterable, Sendable {
        case `public`
        case `internal`
    }

    public var typeName: String
    public var access: Access

    public init(typeName: String = "AppSettings", access: Access = .internal) {
        self.typeName = typeName
        self.access = access
    }

    /// Why `name` cannot name the generated type; nil when it can.
    public static func problem(withTypeName name: String) -> String? {
        if !SwiftIdentifier.isPlainIdentifier(name) {
            return "expected a Swift identifier: an ASCII letter or '_', then letters, digits or '_', not a keyword"
        }
        if SwiftAccessorPlanner.typeNames.contains(name) {
            return "'\(name)' is a type the generated code uses"
        }
        return nil
    }

    /// The Swift source for a compilation without errors, and the compilation's reports with what the
    /// generator found added to them; no source when anything has an error.
    public func generate(_ compilation: Compilation) -> (source: String?, reports: [FileReport]) {
        generate(compilation, applying: { $0 })
    }

    /// As `generate(_:)`, the generator's own findings passed through `apply` (a project's configuration)
    /// before their errors are counted.
    package func generate(_ compilation: Compilation,
                          applying apply: ([FileReport]) -> [FileReport]) -> (source: String?, reports: [FileReport]) {
        guard !compilation.hasErrors, let definition = compilation.definition else { return (nil, compilation.reports) }
        let names = Self.names(definition, reports: compilation.reports)
        let (accessors, findings) = SwiftAccessorPlanner.plan(definition, reports: compilation.reports,
                                                              sourceName: names.source, bundleName: names.bundle,
                                                              typeName: typeName)
        let reports = findings.isEmpty ? compilation.reports : apply(Self.merge(findings, into: compilation.reports))
        guard !reports.contains(where: \.hasErrors) else { return (nil, reports) }
        var emitter = SwiftEmitter(typeName: typeName, access: access == .public ? "public " : "",
                                   sourceName: names.source, appGroups: Self.appGroups(definition))
        return (emitter.emit(accessors), reports)
    }

    /// `findings` added to the report of their file (a new report, in the order first found, for a
    /// file that has none); each report is rebuilt once, placing only the new diagnostics.
    static func merge(_ findings: [SwiftAccessorPlanner.Finding], into reports: [FileReport]) -> [FileReport] {
        var merged = reports
        var added: [Int: [Diagnostic]] = [:]
        for (file, diagnostic) in findings {
            let name = file?.displayName ?? ""
            let index = merged.firstIndex { $0.file.displayName == name } ?? {
                merged.append(FileReport(file: file ?? SourceFile(bytes: [], displayName: name), diagnostics: []))
                return merged.count - 1
            }()
            added[index, default: []].append(diagnostic)
        }
        for (index, diagnostics) in added { merged[index] = merged[index].adding(diagnostics) }
        return merged
    }

    /// What the file was generated from, without the folders above it (the same output wherever the
    /// build runs from): `Settings.bundle`, `Settings.plist`; and the bundle's folder name that
    /// comments put before its pages (nil for a screen, or a bundle whose folder has no name).
    static func names(_ definition: Definition, reports: [FileReport]) -> (source: String, bundle: String?) {
        switch definition {
        case .screen:
            return (reports.first.map { System.baseName(of: $0.file.displayName) } ?? "Settings.plist", nil)
        case .bundle(let bundle):
            let bundleName = SwiftAccessorPlanner.bundleName(bundle.path)
            let source = bundleName ?? bundle.firstPage.map { SwiftAccessorPlanner.sourceName(of: $0, in: nil) }
            return (source ?? "Root.plist", bundleName)
        }
    }

    /// The app groups the bundle's pages store their values in, each once, in page order.
    static func appGroups(_ definition: Definition) -> [String] {
        guard case .bundle(let bundle) = definition else { return [] }
        var groups: [String] = []
        for page in bundle.pages where page.variantOf == nil {
            if let group = page.groupContainer, !groups.contains(group) { groups.append(group) }
        }
        return groups
    }
}
