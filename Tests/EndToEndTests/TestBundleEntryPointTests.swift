import Foundation
import Testing

/// The test bundle's own entry point (`Tests/XCTMain.swift`), run as `swift test` and `make test` run
/// it: the tests are Swift Testing tests, and a way of running the bundle that would pass having run
/// none of them must not exist.
@Suite("The test bundle's entry point")
struct TestBundleEntryPointTests {
    /// This process's own executable: the test bundle (the same path `Settingsc.binary` starts from).
    static let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL

    /// One quick test of another target, picked by name.
    static let oneTest = ["--filter", "byteOrderMarkCharacterInAString"]

    @Test func swiftTestingRunsWhenAskedAndWithNoOption() throws {
        for arguments in [["--testing-library", "swift-testing"] + Self.oneTest, Self.oneTest] {
            let run = try ProcessLauncher.run(Self.bundle, arguments, timeout: 300)
            // Swift Testing reports on standard error.
            #expect(run.status == 0, "\(arguments): \(run.stderr.suffix(2000))")
            #expect(run.stderr.contains("Test run with 1 test "), "\(arguments): \(run.stderr.suffix(2000))")
        }
    }

    /// `swift test --filter` picks tests from XCTest's listing; an empty one would pass having run
    /// nothing, so the listing fails and says how to pick Swift Testing tests.
    @Test func theXCTestListingFailsAndNamesTheCommand() throws {
        let run = try ProcessLauncher.run(Self.bundle, ["--dump-tests-json"], timeout: 300)
        #expect(run.status == 1)
        #expect(run.stdout.contains("swift test --enable-swift-testing --disable-xctest --filter PATTERN"), "\(run.stdout)")
    }

    /// XCTest asked for by name runs its cases: there are none.
    @Test func xctestByNameRunsNothingAndPasses() throws {
        let run = try ProcessLauncher.run(Self.bundle, ["--testing-library", "xctest"], timeout: 300)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Executed 0 tests"), "\(run.stdout) \(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains("Test run with"))
    }
}
