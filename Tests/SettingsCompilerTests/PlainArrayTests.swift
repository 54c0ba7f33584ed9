import Platform
import Testing

/// `PlainArray`: an array of plain values with `Array`'s value semantics, checked against `Array` doing
/// the same steps.
@Suite("Plain arrays")
struct PlainArrayTests {
    struct Pair: Equatable, BitwiseCopyable {
        var a: Int
        var b: UInt8
    }

    private func contents(_ array: PlainArray<Pair>) -> [Pair] {
        (0..<array.count).map { array[$0] }
    }

    @Test func itGrowsShrinksAndChangesInPlaceAsAnArrayDoes() {
        var plain = PlainArray<Pair>()
        var reference: [Pair] = []
        #expect(plain.isEmpty && plain.last == nil)
        for step in 0..<1_000 {
            let pair = Pair(a: step, b: UInt8(truncatingIfNeeded: step))
            plain.append(pair)
            reference.append(pair)
            if step % 7 == 0 {
                plain[plain.count / 2].a += 1
                reference[reference.count / 2].a += 1
            }
            if step % 13 == 0 {
                #expect(plain.removeLast() == reference.removeLast())
            }
            if step % 101 == 0 {
                plain.removeSubrange((plain.count / 2)...)
                reference.removeSubrange((reference.count / 2)...)
            }
        }
        #expect(contents(plain) == reference)
        #expect(plain.last == reference.last)
        plain.removeSubrange(0...)
        #expect(plain.isEmpty && plain.count == 0)
    }

    /// A copy is a value: changing either leaves the other as it was, with storage shared until then.
    @Test func aCopyIsNotChangedThroughTheOriginal() {
        var original = PlainArray<Pair>()
        for step in 0..<10 { original.append(Pair(a: step, b: 0)) }
        let copy = original
        original[3].a = 99
        original.append(Pair(a: 10, b: 0))
        #expect(contents(copy) == (0..<10).map { Pair(a: $0, b: 0) })
        #expect(original[3].a == 99 && original.count == 11)

        var second = copy
        second.reserveCapacity(4)
        second[0].b = 7
        #expect(copy[0].b == 0 && second[0].b == 7)

        var third = copy
        third.removeLast()
        third.append(Pair(a: -1, b: 1))
        #expect(copy[9] == Pair(a: 9, b: 0) && third[9] == Pair(a: -1, b: 1))
    }

    /// A range of another array appended in one copy, then changed in place; the other, and a copy
    /// taken before, are left as they were (also when both are copies of one array).
    @Test func aRangeIsAppendedAndChangedInPlace() {
        var source = PlainArray<Pair>()
        for step in 0..<6 { source.append(Pair(a: step, b: 0)) }
        var target = source
        let before = target
        target.append(contentsOf: source, 2..<5)
        target.updateEach(in: 6..<9) { $0.b = 1 }
        #expect(contents(target) == (0..<6).map { Pair(a: $0, b: 0) } + (2..<5).map { Pair(a: $0, b: 1) })
        #expect(contents(source) == (0..<6).map { Pair(a: $0, b: 0) })
        #expect(contents(before) == contents(source))
        target.append(contentsOf: source, 3..<3)
        target.updateEach(in: 0..<0) { $0.b = 9 }
        #expect(target.count == 9)
    }

    /// Written in place (`append(upTo:)`) into a copy emptied first: the original keeps its elements.
    @Test func writingInPlaceIntoAnEmptiedCopyLeavesTheOriginal() {
        var original = PlainArray<Pair>()
        for step in 0..<4 { original.append(Pair(a: step, b: 0)) }
        var copy = original
        copy.removeSubrange(0...)
        copy.append(upTo: 3) { elements in
            for index in 0..<2 { (elements + index).initialize(to: Pair(a: -index, b: 5)) }
            return 2
        }
        #expect(contents(copy) == [Pair(a: 0, b: 5), Pair(a: -1, b: 5)])
        #expect(contents(original) == (0..<4).map { Pair(a: $0, b: 0) })
        var other = original
        other.removeSubrange(2...)
        other.reserveCapacity(1)
        other.append(Pair(a: 7, b: 7))
        #expect(contents(original) == (0..<4).map { Pair(a: $0, b: 0) })
        #expect(contents(other) == [Pair(a: 0, b: 0), Pair(a: 1, b: 0), Pair(a: 7, b: 7)])
    }

    @Test func reservingKeepsTheElements() {
        var plain = PlainArray<Pair>()
        plain.reserveCapacity(3)
        for step in 0..<3 { plain.append(Pair(a: step, b: 1)) }
        plain.reserveCapacity(1_000)
        plain.reserveCapacity(2)
        #expect(contents(plain) == [Pair(a: 0, b: 1), Pair(a: 1, b: 1), Pair(a: 2, b: 1)])
    }
}
