import XMLStream

/// What XMLStream reports (libxml2's errors, refused entities, limits, the filter's notes) as the
/// diagnostics of the format's rules.
extension PlistBuilder {
    func problem(_ problem: XMLProblem) {
        xmlProblemSeen = true
        switch problem.kind {
        case .malformed(.invalidUTF8(let bytes)):
            if let first = bytes.split(separator: " ").first, first.hasPrefix("0x"), let byte = UInt8(first.dropFirst(2), radix: 16),
               byte >= 0x80 {
                diagnostics.append(.legacyEncoding(byte, at: problem.location))
            } else {
                diagnostics.append(.xmlSyntax(.invalidUTF8(bytes: bytes), problem))
            }
        case .malformed(.noRootElement) where diagnostics.last?.rule == .notAPlist:
            break  // an old-style property list, said so already
        case .malformed(let error):
            diagnostics.append(.xmlSyntax(error, problem))
        case .entityDeclaration, .entityReference:
            diagnostics.append(.xmlEntity(problem.message, at: problem.location))
        case .textTooLong, .inputTooLarge, .readFailed:
            diagnostics.append(.limitExceeded(problem.message, at: problem.location))
        case .filtered(let note):
            filtered(note, at: problem.location)
        }
    }
}
