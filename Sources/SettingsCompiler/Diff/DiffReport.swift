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
        append(contentsOf: [changes])
    }

    /// Adds each array's changes under their pages, as `append` would one array after the other.
    ///
    /// Taken a run of one page at a time, and each page's array made once at its size: a tree's diff
    /// (~70,000 changes, one array a pair of definitions) is put together on one thread, after the
    /// pairs were compared on every core. Appended one by one, each change was copied (its texts
    /// retained) and the array it came from freed (each released again); appended run by run without
    /// room made first, a page's array grew by doubling, each time copied into new memory.
    public mutating func append(contentsOf batches: [[DiffChange]]) {
        var pageIndex: [String: Int] = [:]
        for (index, page) in pages.enumerated() { pageIndex[page.name] = index }
        var added = [Int](repeating: 0, count: pages.count)
        var runs: [(batch: Int, changes: Range<Int>, page: Int)] = []
        for (batch, changes) in batches.enumerated() {
            var start = changes.startIndex
            while start < changes.endIndex {
                let name = changes[start].page
                var end = start + 1
                while end < changes.endIndex, changes[end].page == name { end += 1 }
                let page = pageIndex[name] ?? pages.count
                if page == pages.count {
                    pageIndex[name] = page
                    pages.append((name, []))
                    added.append(0)
                }
                added[page] += end - start
                runs.append((batch, start..<end, page))
                start = end
            }
        }
        for run in runs {
            let changes = batches[run.batch]
            if run.changes == changes.indices, pages[run.page].changes.isEmpty, added[run.page] == changes.count {
                // The page's only changes are the whole array: it is taken as it is, not copied.
                pages[run.page].changes = changes
            } else {
                // `added` is what the page still has to take: room for all of it is made at its first run.
                pages[run.page].changes.reserveCapacity(pages[run.page].changes.count + added[run.page])
                pages[run.page].changes += changes[run.changes]
            }
            added[run.page] -= run.changes.count
        }
    }
}
