import Testing
@testable import LanguageServer

@Suite struct PlaceholderTests {
    @Test func nothing() {}
}
