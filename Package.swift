// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "settingsc",
    platforms: [.macOS(.v15)],
    // No library product: the library's entry points are shaped for the command line, the plugins and
    // the language server of this package, and change with them. A program uses settingsc through its
    // command line, whose options, output formats (JSON, SARIF) and exit statuses are the stable interface.
    products: [
        .executable(name: "settingsc", targets: ["settingsc"]),
        .plugin(name: "SettingsLintPlugin", targets: ["SettingsLintPlugin"]),
        .plugin(name: "SettingsAccessorsPlugin", targets: ["SettingsAccessorsPlugin"]),
        .plugin(name: "SettingsLintCommand", targets: ["SettingsLintCommand"]),
        .plugin(name: "SettingsCatalogCommand", targets: ["SettingsCatalogCommand"]),
        .plugin(name: "SettingsDiffCommand", targets: ["SettingsDiffCommand"]),
    ],
    targets: [
        // libxml2 as the system provides it; imported only by XMLStream.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // ICU's collator behind three C functions (no ICU type reaches Swift): the order of Foundation's
        // sorted JSON keys, which String Catalogs are written in. The ICU libxml2 already links.
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("icucore", .when(platforms: [.macOS])),
            ]
        ),
        // Every operating-system call (Glibc / Darwin): files, mapping, locks, threads, the terminal,
        // ICU's collator.
        .target(name: "Platform", dependencies: ["CICU"]),
        // What every reader and check speaks: positions in a source text, diagnostics, fix-its and the
        // rules that raise them. Pure Swift, no C: the base the readers share.
        .target(name: "Diagnostics"),
        // The one module that talks to libxml2: bytes in, located XML events out.
        .target(name: "XMLStream", dependencies: ["CLibXML2", "Diagnostics", "Platform"]),
        // Property lists as CoreFoundation reads them: XML (through XMLStream), binary and `.strings`
        // readers and writers, located values, source files and encodings, suppressions and reports, and
        // the grammar's own rules.
        .target(name: "PropertyList", dependencies: ["XMLStream", "Diagnostics", "Platform"]),
        // settingsc's own JSON (RFC 8259): located values and problems in, text out (configuration,
        // String Catalogs, the language server). No libxml2.
        .target(name: "JSON", dependencies: ["Diagnostics", "Platform"]),
        // decode → model → validate → render / store / generate, with no Foundation on the start-up path.
        .target(name: "SettingsCompiler", dependencies: ["PropertyList", "JSON", "XMLStream", "Diagnostics", "Platform"]),
        // The language server (`settingsc lsp`): JSON-RPC framing and messages, open documents, and the
        // library's checks, completions, hovers and definitions in LSP's terms.
        .target(name: "LanguageServer", dependencies: ["SettingsCompiler", "PropertyList", "JSON", "Diagnostics", "Platform"]),
        // The command line: argument parsing, help text, exit statuses.
        .executableTarget(name: "settingsc", dependencies: ["SettingsCompiler", "LanguageServer", "PropertyList", "Diagnostics", "Platform"]),
        // Package plugins, built from source with settingsc (no binary to download). Each shares
        // Sources/Plugins/Shared through symbolic links: a plugin cannot depend on a library.
        .plugin(
            name: "SettingsLintPlugin",
            capability: .buildTool(),
            dependencies: ["settingsc"],
            path: "Sources/Plugins/SettingsLintPlugin"
        ),
        .plugin(
            name: "SettingsAccessorsPlugin",
            capability: .buildTool(),
            dependencies: ["settingsc"],
            path: "Sources/Plugins/SettingsAccessorsPlugin"
        ),
        .plugin(
            name: "SettingsLintCommand",
            capability: .command(intent: .custom(
                verb: "settings-lint",
                description: "Validate the Settings.plist files and Settings bundles of the package's targets"
            )),
            dependencies: ["settingsc"],
            path: "Sources/Plugins/SettingsLintCommand"
        ),
        .plugin(
            name: "SettingsCatalogCommand",
            capability: .command(
                intent: .custom(
                    verb: "settings-catalog",
                    description: "Compile the String Catalogs of the targets' Settings bundles into .strings tables, or extract them"
                ),
                permissions: [.writeToPackageDirectory(
                    reason: "settingsc catalog writes .xcstrings catalogs and .lproj tables into the Settings bundles")]
            ),
            dependencies: ["settingsc"],
            path: "Sources/Plugins/SettingsCatalogCommand"
        ),
        .plugin(
            name: "SettingsDiffCommand",
            capability: .command(intent: .custom(
                verb: "settings-diff",
                description: "Show what the changes since a git revision do to the settings screens and to users' stored values"
            )),
            dependencies: ["settingsc"],
            path: "Sources/Plugins/SettingsDiffCommand"
        ),
        // What several test targets use (a seeded generator, the reader of position markers), once.
        .target(name: "TestSupport", dependencies: ["Diagnostics"], path: "Tests/TestSupport"),
        .testTarget(
            name: "SettingsCompilerTests",
            dependencies: ["SettingsCompiler", "PropertyList", "XMLStream", "Diagnostics", "Platform", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "Diagnostics", "Platform", "TestSupport"]),
        .testTarget(name: "LanguageServerTests",
                    dependencies: ["LanguageServer", "SettingsCompiler", "PropertyList", "JSON", "Diagnostics", "Platform"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["SettingsCompiler", "PropertyList", "Diagnostics", "Platform", "TestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)

// `make fuzz` only: a libFuzzer target (no main of its own: libFuzzer provides it), so it exists only
// when the Makefile asks for it.
if Context.environment["SETTINGSC_FUZZ"] == "1" {
    package.products.append(.executable(name: "settingsc-fuzz", targets: ["SettingsFuzz"]))
    package.targets.append(.executableTarget(name: "SettingsFuzz", dependencies: ["SettingsCompiler", "PropertyList", "JSON", "Diagnostics", "Platform"],
                                             path: "Fuzz", exclude: ["plist.dict", "seeds"]))
}

// Asked for only: the JSON reader measured against JSONSerialization and the .strings reader
// (Benchmarks/JSON/main.swift says how to run it).
if Context.environment["SETTINGSC_JSON_BENCH"] == "1" {
    package.products.append(.executable(name: "settingsc-json-bench", targets: ["JSONBench"]))
    package.targets.append(.executableTarget(name: "JSONBench", dependencies: ["JSON", "SettingsCompiler"],
                                             path: "Benchmarks/JSON"))
}
