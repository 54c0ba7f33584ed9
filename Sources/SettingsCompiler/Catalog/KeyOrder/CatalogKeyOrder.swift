import Platform

/// The order in which Foundation's `JSONSerialization` writes an object's keys with `.sortedKeys`, and so
/// the order of every object in an Xcode String Catalog: `a.compare(b, options: [.numeric,
/// .caseInsensitive, .forcedOrdering], locale: system)`, CoreFoundation's `CFStringCompareWithOptionsAndLocale`.
///
/// That comparison (non-literal: NSString adds `kCFCompareNonliteral` unless told `.literal`) walks the two
/// strings while they agree (`Walk`: ASCII letters ignoring case once an order is forced, digit runs by
/// value, other characters as case-folded, decomposed clusters), then hands what follows the first
/// difference to ICU's root collator, whole or word by word (`compareLocalized`). Reproduced here on the
/// ICU that libxml2 links, without Foundation; where it can still differ from Foundation is in
/// docs/string-catalogs.md ("Key order"). Measured against Foundation by `CatalogKeyOrderTests`.
///
/// Not thread-safe (the collator is changed and restored by each comparison): one per thread.
package final class CatalogKeyOrder {
    let collator: System.Collator?

    package init() {
        collator = System.Collator()
    }

    /// Whether `first` sorts before `second`.
    package func precedes(_ first: String, _ second: String) -> Bool {
        compare(Array(first.utf16), Array(second.utf16)) < 0
    }

    /// `keys` in order (each converted to UTF-16 once).
    package func sorted(_ keys: [String]) -> [String] {
        guard keys.count > 1 else { return keys }
        let texts = keys.map { Array($0.utf16) }
        return keys.indices.sorted { compare(texts[$0], texts[$1]) < 0 }.map { keys[$0] }
    }

    /// -1, 0 or 1 as `first` sorts before, with or after `second` (UTF-16 code units).
    package func compare(_ first: [UInt16], _ second: [UInt16]) -> Int {
        comparison(first, second).order
    }

    /// The order, and whether Foundation's own is arbitrary for these two: when the text after the first
    /// difference just fits its 64-character buffer but the range it compares starts earlier,
    /// CoreFoundation reads past the buffer (its next field, a pointer) and orders by what it finds
    /// there. The order given is then the one a correct reading gives.
    package func comparison(_ first: [UInt16], _ second: [UInt16]) -> (order: Int, foundationIsArbitrary: Bool) {
        var walk = Walk(first, second)
        let order = walk.run(self)
        return (order, walk.readPastBuffer)
    }

    // MARK: The localized comparison

    /// Compares `a` from `startA` with `b` from `startB` with ICU. Each side's range starts a little before
    /// the difference (over the marks and punctuation before it). When both rests fit CoreFoundation's
    /// inline buffers they are compared whole; longer ones a word at a time: each range is extended past
    /// the next character that is neither a letter, mark, number, punctuation nor control; a word that
    /// differs only in case or width forces the order and the next words are compared, until a primary
    /// difference settles it. When one side has no words left, its last word stands in for it, as in
    /// CoreFoundation. `readPastBuffer` is set when CoreFoundation would have read past its buffer.
    func compareLocalized(_ a: inout InlineBuffer, from startA: Int, _ b: inout InlineBuffer,
                          from startB: Int, readPastBuffer: inout Bool) -> Int {
        let countA = a.count, countB = b.count
        var fromA = startA > 0 ? CharacterClass.extendBackward(&a, from: startA - 1) : startA
        var fromB = startB > 0 ? CharacterClass.extendBackward(&b, from: startB - 1) : startB
        guard let collator else {
            // No collation data: code units, which is what CoreFoundation falls back to.
            let restA = a.units[startA...], restB = b.units[startB...]
            return restA.lexicographicallyPrecedes(restB) ? -1 : restA == restB ? 0 : 1
        }
        // The rests (measured from the difference) fit CoreFoundation's inline buffers: compared whole, from
        // where the ranges start.
        if let endA = a.rangeEnd(location: fromA, length: countA - startA),
           let endB = b.rangeEnd(location: fromB, length: countB - startB) {
            if endA < countA || endB < countB { readPastBuffer = true }
            return collator.compare(a.units[fromA...], b.units[fromB...], numeric: true).order < 0 ? -1 : 1
        }
        var positionA = startA, positionB = startB
        var wordA = fromA..<(fromA + countA - startA), wordB = fromB..<(fromB + countB - startB)
        var result = 0
        var order = 0
        repeat {
            if positionA < countA {
                positionA = CharacterClass.extendForward(&a, from: positionA)
                wordA = fromA..<positionA
            }
            if positionB < countB {
                positionB = CharacterClass.extendForward(&b, from: positionB)
                wordB = fromB..<positionB
            }
            let compared = collator.compare(a.units[wordA], b.units[wordB], numeric: true)
            order = compared.order
            if compared.equivalent {
                if result == 0 && order != 0 { result = order < 0 ? -1 : 1 }
                order = 0
            }
            if order < -1 || order > 1 { break }
            if order == 0 {
                fromA = positionA
                fromB = positionB
            }
        } while positionA < countA || positionB < countB
        if order != 0 { result = order < 0 ? -1 : 1 }
        return result
    }
}
