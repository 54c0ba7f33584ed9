import PropertyList

/// The frame every HTML rendering shares: doctype, `<html lang dir>`, and a `<head>` whose
/// Content-Security-Policy comes first and admits nothing but the page's own inline style sheets, each
/// by its hash (no URL, no script, no image, no form target).
public struct HTMLDocument: Sendable {
    /// An inline style sheet and the base64 SHA-256 of its text, which the policy names.
    public struct StyleSheet: Sendable {
        public let css: String
        public let sha256: String
    }

    public let title: String
    /// A BCP 47 tag for `<html lang>`.
    public let language: String
    /// Right to left: `<html dir="rtl">`.
    public let rightToLeft: Bool
    public let styleSheets: [StyleSheet]

    public init(title: String, language: String, rightToLeft: Bool = false, styleSheets: [StyleSheet]) {
        self.title = title
        self.language = language
        self.rightToLeft = rightToLeft
        self.styleSheets = styleSheets
    }

    /// The policy in the page's meta tag.
    public var contentSecurityPolicy: String {
        "default-src 'none'; style-src " + styleSheets.map { "'sha256-\($0.sha256)'" }.joined(separator: " ")
            + "; img-src 'none'; base-uri 'none'; form-action 'none'"
    }

    /// Everything up to and including `<body>`.
    public func head() -> String {
        let direction = rightToLeft ? " dir=\"rtl\"" : ""
        return """
        <!DOCTYPE html>
        <html lang="\(HTMLText.escape(language))"\(direction)>
        <head>
        <meta http-equiv="Content-Security-Policy" content="\(HTMLText.escape(contentSecurityPolicy))">
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="referrer" content="no-referrer">
        <title>\(HTMLText.escape(title))</title>

        """ + styleSheets.map { "<style>\($0.css)</style>\n" }.joined() + "</head>\n<body>\n"
    }

    /// Everything after the page's content: the end of `<main>`, which each rendering opens after `head()`.
    public static let end = "</main>\n</body>\n</html>\n"

    /// Languages written right to left (by their primary subtag): `ar`, `he`, `fa`, `ur`, ….
    public static func isRightToLeft(_ language: String) -> Bool {
        let primary = (LanguageTag.primaryLanguage(of: language) ?? language).lowercased()
        return ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"].contains(primary)
    }
}
