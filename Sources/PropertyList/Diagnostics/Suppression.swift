import Diagnostics

/// One inline suppression, read from a comment: `settingsc-disable-next-line RULE[, RULE…]`
/// silences those rules on the line after the comment, `settingsc-disable RULE[, RULE…]` for the rest
/// of the file.
package struct Suppression: Sendable, Equatable {
    package enum Scope: Sendable, Equatable {
        /// The line after the comment (1-based).
        case line(Int)
        /// Everything after the comment's start.
        case restOfFile(after: SourceLocation)
    }

    /// A rule id as written in the comment, and where.
    package struct Name: Sendable, Equatable {
        package var id: String
        package var location: SourceLocation
    }

    package var scope: Scope
    /// The directive as written, and where (`settingsc-disable-next-line`).
    package var directive: String
    package var location: SourceLocation
    package var names: [Name]

    /// Whether a finding of `rule` at `location` is one this suppression silences.
    package func covers(_ rule: String, at location: SourceLocation) -> Bool {
        guard location.byteOffset == nil, names.contains(where: { $0.id == rule }) else { return false }
        switch scope {
        case .line(let line): return location.line == line
        case .restOfFile(let start): return location > start
        }
    }
}
