import PropertyList

/// Every change between two versions of one or more definitions, page by page in a fixed order: what
/// each output format is made from.
public struct DiffReport: Sendable {
    /// The pages in the order they are reported (the new version's order, then pages removed), each
    /// with its changes in the order found.
    public var pages: [(name: String, changes: [DiffChange])] = []
    /// What the report should say besides its changes (a side read with errors).
    public var notes: [String] = []

    public init() {}

    /// Every change, page by page.
    public var changes: [DiffChange] { pages.flatMap(\.changes) }

    public var breakingCount: Int { pages.reduce(0) { $0 + $1.changes.count(where: \.isBreaking) } }

    public var isEmpty: Bool { pages.allSatisfy(\.changes.isEmpty) }

    /// Adds `changes` under their pages, a page's first change placing it.
    public mutating func append(_ changes: [DiffChange]) {
        for change in changes {
            if let index = pages.lastIndex(where: { $0.name == change.page }) {
                pages[index].changes.append(change)
            } else {
                pages.append((change.page, [change]))
            }
        }
    }
}
