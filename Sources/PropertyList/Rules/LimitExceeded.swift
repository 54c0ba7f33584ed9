import Diagnostics

extension Rule {
    /// The input is beyond a documented limit: file size, text length or nesting depth.
    package static let limitExceeded = Rule(
        id: "limit-exceeded", severity: .error,
        summary: "The input is beyond a documented limit: file size, text length or nesting depth.",
        checkedIn: "PlistReader, PlistBuilder and BinaryPlistDecoder: input size, nesting depth, text length",
        examples: {
            let arrays = { (count: Int) in String(repeating: "<array>", count: count) }
            let ends = { (count: Int) in String(repeating: "</array>", count: count) }
            return [
                RuleExample(ExampleText.plist(arrays(128) + "↓<array>" + ends(129)),
                            "values are nested more than 128 levels deep; stopping here"),
                // A binary property list of 130 arrays, each the only element of the one before: the 129th is too deep.
                RuleExample(nestedBinaryPlist(levels: 130, marked: 129),
                            "values are nested more than 128 levels deep; stopping here"),
                RuleExample(silent: ExampleText.plist(arrays(128) + ends(128))),
                RuleExample(silent: nestedBinaryPlist(levels: 128)),
            ]
        })
}

/// A binary property list of `levels` arrays, each the only element of the one before (the root is level
/// 1), with a `↓` at level `marked`.
private func nestedBinaryPlist(levels: Int, marked: Int? = nil) -> String {
    var bytes = Array("bplist00".utf8), offsets: [Int] = []
    for level in 1...levels {
        offsets.append(bytes.count)
        bytes += level < levels ? [0xA1, UInt8(level)] : [0xA0]
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    func u64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1] + u64(levels) + u64(0) + u64(table)
    var text = ""
    for (offset, byte) in bytes.enumerated() {
        if let marked, offset == offsets[marked - 1] { text.append(RuleExample.marker) }
        text.unicodeScalars.append(Unicode.Scalar(byte))
    }
    return text
}

extension Diagnostic {
    package static func limitExceeded(_ message: String, at location: SourceLocation) -> Diagnostic {
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
