import PropertyList

/// Two versions of a definition's pages, their items matched by identity: pages by name; on a page, an
/// item by its key (else its type, title and place among the items alike: `DiffItem.identity`), a child
/// pane whose title changed by its `File`; then across pages, a key that left one page for another; and
/// last a key given up on one side and one taken on the other by an item of the same type and title
/// (renamed). What is left is added or removed.
struct DefinitionDiff {
    /// An item: its page's index and its index on the page.
    struct Place: Hashable {
        var page: Int
        var item: Int
    }

    let old: [DiffPage]
    let new: [DiffPage]
    /// Each new item's match on the old side, and each old item's on the new side.
    private(set) var oldPlace: [Place: Place] = [:]
    private(set) var newPlace: [Place: Place] = [:]
    /// New items matched by a renamed key.
    private(set) var renamed: Set<Place> = []
    /// Each new page's old page (by name), and the other way.
    let oldPage: [Int: Int]
    let newPage: [Int: Int]
    /// Each page's items by identity (the place of a group an item names).
    let oldItems: [[String: Int]]
    let newItems: [[String: Int]]

    init(old: [DiffPage], new: [DiffPage]) {
        self.old = old
        self.new = new
        var oldByName: [String: Int] = [:]
        for (index, page) in old.enumerated() where oldByName[page.name] == nil { oldByName[page.name] = index }
        var oldPage: [Int: Int] = [:]
        var newPage: [Int: Int] = [:]
        for (index, page) in new.enumerated() {
            if let match = oldByName[page.name], newPage[match] == nil {
                oldPage[index] = match
                newPage[match] = index
            }
        }
        self.oldPage = oldPage
        self.newPage = newPage
        oldItems = old.map { DefinitionDiff.index($0) }
        newItems = new.map { DefinitionDiff.index($0) }
        matchOnPages()
        matchAcrossPages()
        matchRenamed()
    }

    private static func index(_ page: DiffPage) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, item) in page.items.enumerated() where index[item.identity] == nil { index[item.identity] = position }
        return index
    }

    private mutating func link(_ before: Place, _ after: Place) {
        oldPlace[after] = before
        newPlace[before] = after
    }

    /// Items of each page present on both sides, by identity, then child panes by `File`.
    private mutating func matchOnPages() {
        for (pageIndex, page) in new.enumerated() {
            guard let oldIndex = oldPage[pageIndex] else { continue }
            for (index, item) in page.items.enumerated() {
                if let match = oldItems[oldIndex][item.identity] { link(Place(page: oldIndex, item: match), Place(page: pageIndex, item: index)) }
            }
            var byFile: [String: Int] = [:]
            for (index, item) in old[oldIndex].items.enumerated() {
                if let file = item.fileIdentity, newPlace[Place(page: oldIndex, item: index)] == nil { byFile[file] = index }
            }
            for (index, item) in page.items.enumerated() where oldPlace[Place(page: pageIndex, item: index)] == nil {
                if let file = item.fileIdentity, let match = byFile.removeValue(forKey: file) {
                    link(Place(page: oldIndex, item: match), Place(page: pageIndex, item: index))
                }
            }
        }
    }

    /// Keys left unmatched on their page, met again on another.
    private mutating func matchAcrossPages() {
        var unmatched: [String: [Place]] = [:]
        for place in unmatchedOld() where old[place.page].items[place.item].key != nil {
            unmatched[old[place.page].items[place.item].identity, default: []].append(place)
        }
        for place in unmatchedNew() {
            let item = new[place.page].items[place.item]
            guard item.key != nil, var candidates = unmatched[item.identity], !candidates.isEmpty else { continue }
            link(candidates.removeFirst(), place)
            unmatched[item.identity] = candidates
        }
    }

    /// A key removed and one added on items of the same type and title: the same item, renamed (one on
    /// the same page first).
    private mutating func matchRenamed() {
        var unmatched: [String: [Place]] = [:]
        for place in unmatchedOld() {
            let item = old[place.page].items[place.item]
            if item.key != nil { unmatched[item.type + "|" + (item.title ?? ""), default: []].append(place) }
        }
        for place in unmatchedNew() {
            let item = new[place.page].items[place.item]
            let type = item.type + "|" + (item.title ?? "")
            guard item.key != nil, var candidates = unmatched[type], !candidates.isEmpty else { continue }
            let index = candidates.firstIndex { oldPage[place.page] == $0.page } ?? 0
            link(candidates.remove(at: index), place)
            unmatched[type] = candidates
            renamed.insert(place)
        }
    }

    func unmatchedOld() -> [Place] {
        old.indices.flatMap { page in old[page].items.indices.map { Place(page: page, item: $0) } }
            .filter { newPlace[$0] == nil }
    }

    func unmatchedNew() -> [Place] {
        new.indices.flatMap { page in new[page].items.indices.map { Place(page: page, item: $0) } }
            .filter { oldPlace[$0] == nil }
    }
}
