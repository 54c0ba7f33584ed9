import PropertyList

extension DefinitionDiff {
    /// Every change, page by page: the new version's pages in order (a page added, then its items in
    /// order, then what was removed from it), then the pages removed.
    func changes() -> [DiffChange] {
        var changes: [DiffChange] = []
        for (pageIndex, page) in new.enumerated() {
            let oldIndex = oldPage[pageIndex]
            if oldIndex == nil { changes.append(DiffChange(.added, page: page.name, item: "page '\(page.name)'")) }
            let reordered = oldIndex.map { reorderedItems(page: pageIndex, old: $0) } ?? []
            for (index, item) in page.items.enumerated() {
                let place = Place(page: pageIndex, item: index)
                guard let before = oldPlace[place] else {
                    changes.append(DiffChange(.added, page: page.name, item: item.name))
                    continue
                }
                changes += itemChanges(old: before, new: place, reordered: reordered.contains(index))
            }
            if let oldIndex { changes += removed(on: oldIndex, reportedOn: page.name) }
        }
        for (index, page) in old.enumerated() where newPage[index] == nil {
            changes.append(DiffChange(.removed, page: page.name, item: "page '\(page.name)'"))
            changes += removed(on: index, reportedOn: page.name)
        }
        return changes
    }

    private func removed(on page: Int, reportedOn name: String) -> [DiffChange] {
        old[page].items.indices.filter { newPlace[Place(page: page, item: $0)] == nil }
            .map { DiffChange(.removed, page: name, item: old[page].items[$0].name) }
    }

    /// A matched item's changes: renamed, moved, then each attribute that differs.
    private func itemChanges(old before: Place, new after: Place, reordered: Bool) -> [DiffChange] {
        let oldItem = old[before.page].items[before.item]
        let item = new[after.page].items[after.item]
        let page = new[after.page].name
        var changes: [DiffChange] = []
        if renamed.contains(after) {
            changes.append(DiffChange(.renamed, page: page, item: item.name, attribute: "Key", old: oldItem.key,
                                      new: item.key, breakingReason: BreakingRules.renamed(oldItem, item)))
        }
        if oldPage[after.page] != before.page {
            changes.append(DiffChange(.moved, page: page, item: item.name, old: old[before.page].name, new: page))
        } else if let groups = movedGroups(old: before, new: after) {
            changes.append(DiffChange(.moved, page: page, item: item.name, old: groups.old, new: groups.new))
        } else if reordered {
            changes.append(DiffChange(.moved, page: page, item: item.name, old: "position \(before.item + 1)",
                                      new: "position \(after.item + 1)"))
        }
        let reasons = BreakingRules.reasons(oldItem, item)
        var names = item.attributes.map(\.name)
        names += oldItem.attributes.map(\.name).filter { !names.contains($0) }
        for name in names {
            let (was, now) = (oldItem.attribute(name), item.attribute(name))
            guard was != now else { continue }
            changes.append(DiffChange(.changed, page: page, item: item.name, attribute: name, old: was, new: now,
                                      breakingReason: reasons[name]))
        }
        // A reason on an attribute that did not change as written (a value type read differently).
        for (name, reason) in reasons.sorted(by: { $0.key < $1.key }) where oldItem.attribute(name) == item.attribute(name) {
            changes.append(DiffChange(.changed, page: page, item: item.name, attribute: name, old: oldItem.attribute(name),
                                      new: item.attribute(name), breakingReason: reason))
        }
        return changes
    }

    /// The groups of an item that went from one group to another on the same page, by their names
    /// ("no group" outside any); nil when it stayed, or when its group was itself added or removed.
    private func movedGroups(old before: Place, new after: Place) -> (old: String, new: String)? {
        let oldItems = old[before.page].items
        let newItems = new[after.page].items
        let oldGroup = oldItems[before.item].group.flatMap { self.oldItems[before.page][$0] }
        let newGroup = newItems[after.item].group.flatMap { self.newItems[after.page][$0] }
        let oldGroupMatch = oldGroup.flatMap { newPlace[Place(page: before.page, item: $0)] }
        let newGroupMatch = newGroup.flatMap { oldPlace[Place(page: after.page, item: $0)] }
        switch (oldGroup, newGroup) {
        case (nil, nil):
            return nil
        case (let was?, let now?):
            guard newGroupMatch != Place(page: before.page, item: was), oldGroupMatch != nil || newGroupMatch != nil else {
                return nil
            }
            return (oldItems[was].name, newItems[now].name)
        case (let was?, nil):
            return oldGroupMatch == nil ? nil : (oldItems[was].name, "no group")
        case (nil, let now?):
            return newGroupMatch == nil ? nil : ("no group", newItems[now].name)
        }
    }

    /// The items of a page that changed places among those that stayed on it and in their group: all but
    /// a longest run kept in the old order (new indices).
    private func reorderedItems(page: Int, old oldIndex: Int) -> Set<Int> {
        var sequence: [(new: Int, old: Int)] = []
        for index in new[page].items.indices {
            let place = Place(page: page, item: index)
            guard let before = oldPlace[place], before.page == oldIndex, movedGroups(old: before, new: place) == nil else {
                continue
            }
            sequence.append((index, before.item))
        }
        let kept = Set(DefinitionDiff.longestIncreasing(sequence.map(\.old)).map { sequence[$0].new })
        return Set(sequence.map(\.new)).subtracting(kept)
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            result.append(current)
            current = previous[current]
        }
        return result.reversed()
    }
}
