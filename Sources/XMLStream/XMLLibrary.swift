internal import CLibXML2

/// Process-wide libxml2 set-up: done once, before any parse, from whichever thread parses first.
enum XMLLibrary {
    /// `xmlInitParser` is not safe to race, so the first caller runs it under Swift's `lazy` global
    /// initialisation (which is thread-safe); the entity loader is replaced by one that loads nothing.
    private static let initialized: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    static func initialize() {
        _ = initialized
    }
}

extension XMLEventParser {
    /// The version of the libxml2 in use, e.g. "2.9.14".
    package static var libraryVersion: String {
        XMLLibrary.initialize()
        guard let raw = __xmlParserVersion()?.pointee, let number = Int(String(cString: raw)) else { return "unknown" }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }
}
