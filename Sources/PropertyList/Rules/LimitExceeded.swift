import XMLStream

extension Rule {
    /// The input is beyond a documented limit: file size, text length or nesting depth.
    public static let limitExceeded = Rule(
        id: "limit-exceeded", severity: .error,
        summary: "The input is beyond a documented limit: file size, text length or nesting depth.",
        checkedIn: "PlistReader, PlistBuilder and BinaryPlistDecoder: input size, nesting depth, text length",
        examples: { [] })
}

extension Diagnostic {
    static func limitExceeded(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.limitExceeded, message, at: location)
    }

    /// A file of more than `limit` bytes, refused before it is read.
    static func inputTooLarge(limit: Int) -> Diagnostic {
        limitExceeded("input is larger than \(limit >> 20) MiB; refusing to read it", at: .start)
    }

    static func nestingTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.limitExceeded, "values are nested more than \(limit) levels deep; stopping here", at: location)
    }
}
