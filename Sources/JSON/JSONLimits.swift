/// How much a `JSONReader` accepts before it stops: the guards against hostile or runaway input.
public struct JSONLimits: Sendable, Equatable {
    /// The largest positions a document can have: byte offsets are stored in 28 bits (`JSONSlot`).
    package static let ceiling = 1 << 28

    /// The longest input read, in bytes (256 MiB, as for plists and `.strings` tables; at most `ceiling`).
    /// A document holds 24 bytes of slots per value and key, so at most 12 per input byte (`[0,0,…]`), 1 in
    /// pretty-printed text: a reader of untrusted input (an LSP server) sets this to what it can hold.
    package var maxInputBytes: Int
    /// How many arrays and objects may be open at once. 512 is what Foundation's `JSONSerialization`
    /// allows, so a document one accepts the other does; settingsc's own JSON (configs, catalogs, LSP
    /// messages) is under 10 levels deep. The reader does not recurse, so the limit protects the code that
    /// walks a document (and costs 12 bytes per level while reading).
    package var maxDepth: Int
    /// The longest string (decoded UTF-8 bytes). As long as the input by default: an LSP `didOpen`
    /// carries a whole file in one string.
    package var maxStringBytes: Int
    /// How many problems are kept; later ones (all of the kinds that do not stop the reading: a file full
    /// of duplicate keys) are only counted, in `JSONDocument.omittedProblems`.
    package var maxProblems: Int

    package init(maxInputBytes: Int = 256 << 20, maxDepth: Int = 512, maxStringBytes: Int? = nil, maxProblems: Int = 1_000) {
        self.maxInputBytes = min(max(maxInputBytes, 0), Self.ceiling)
        self.maxDepth = max(maxDepth, 1)
        self.maxStringBytes = maxStringBytes ?? self.maxInputBytes
        self.maxProblems = max(maxProblems, 1)
    }
}
