// The test bundle's entry point. SwiftPM uses a file of this name, at the root of `Tests`, as the
// `main` of the test bundle instead of generating one, and then does not look for XCTest cases in the
// index the compiler writes as it builds. The bundle can then be built with `--disable-index-store`,
// which `make test` does: indexing was ~18 % of the CPU time of the debug build with the tests
// (588 -> 480 s of user time on two cores).
//
// Every test is a Swift Testing test, found at run time, and this runs them: with no option (plain
// `swift test` runs the bundle so), or when asked for that library (`--testing-library swift-testing`,
// which `make test` passes, and `swift test --enable-swift-testing` does). With an entry point of its
// own, `swift test` picks tests (`--filter`, `--parallel`, `list`) from an XCTest listing only, which
// here would be empty and pass having run nothing: the listing fails instead, and names the command
// that picks them.
import Testing
import XCTest
#if canImport(Glibc)
import Glibc
#endif

@main
struct TestBundle {
    static func main() async {
        let arguments = CommandLine.arguments
        if arguments.contains("--dump-tests-json") {
            print("""
                settingsc's tests are Swift Testing tests; to pick some, run
                  swift test --enable-swift-testing --disable-xctest --filter PATTERN
                """)
            exit(1)
        }
        let library = arguments.firstIndex(of: "--testing-library").flatMap { index in
            index + 1 < arguments.count ? arguments[index + 1].lowercased() : nil
        }
        if library == nil || library == "swift-testing" {
            await Testing.__swiftPMEntryPoint() as Never
        }
        XCTMain([])  // another library asked for by name: XCTest, which has no case here
    }
}
