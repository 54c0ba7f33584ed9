/// A growable array of plain values (`BitwiseCopyable`: nothing to retain or release), with `Array`'s
/// value semantics: a copy shares the storage until one of the two changes it.
///
/// Why not `Array`: the Swift runtime makes `Array`'s storage class for each element type the first
/// time a process uses it. For the standard library's own element types (`Int`, `UInt8`, `String`) that
/// is nearly free, but for a type of ours it costs ~7 K instructions, looking the class's superclass up
/// by its mangled name. The XML reader's stack of open elements and the values' slots are used on every
/// run, and their two storage classes were 2 % of checking a 3 KB file. This storage is one class for
/// every element type, made by the compiler, not at run time; the elements' memory is bound to their
/// type when it is allocated.
///
/// Only what the reader needs: no `Collection` conformance, whose generic algorithms would be called
/// unspecialised across modules.
public struct PlainArray<Element: BitwiseCopyable>: @unchecked Sendable {
    // Sendable as `Array` is: the memory is changed only when this array holds the only reference to it.
    /// What owns the memory, and whose reference count says whether it is shared (nil: none yet).
    @usableFromInline var owner: PlainStorage?
    /// The owner's memory, bound to `Element`, kept here so that reading an element is one load.
    @usableFromInline var elements: UnsafeMutablePointer<Element>?
    @usableFromInline var storedCount = 0
    @usableFromInline var capacity = 0

    @inlinable
    public init() {}

    /// The number of elements.
    @inlinable
    public var count: Int { storedCount }

    @inlinable
    public var isEmpty: Bool { storedCount == 0 }

    /// The last element; nil when empty.
    @inlinable
    public var last: Element? { storedCount == 0 ? nil : elements.unsafelyUnwrapped[storedCount - 1] }

    /// Whether the memory can be changed in place: this array is its only owner. (Only asked with
    /// elements, so there is an owner.)
    @inlinable
    mutating func ownsUniquely() -> Bool {
        isKnownUniquelyReferenced(&owner!)
    }

    @inlinable
    public subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: storedCount), "PlainArray index out of range")
            return UnsafePointer(elements.unsafelyUnwrapped + index)
        }
        unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: storedCount), "PlainArray index out of range")
            if !ownsUniquely() { reallocate(capacity: capacity) }
            return elements.unsafelyUnwrapped + index
        }
    }

    /// Always inlined: a call to it cost as much as what it does (~28 instructions an event in the XML
    /// reader's batches, against ~8 inline).
    @inlinable @inline(__always)
    public mutating func append(_ element: Element) {
        if storedCount == capacity || !ownsUniquely() {
            reallocate(capacity: Swift.max(storedCount &* 2, storedCount + 1, 4))
        }
        (elements.unsafelyUnwrapped + storedCount).initialize(to: element)
        storedCount += 1
    }

    /// Appends `other[range]` in one copy.
    @inlinable
    public mutating func append(contentsOf other: PlainArray, _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= other.storedCount, "PlainArray range out of bounds")
        guard !range.isEmpty else { return }
        reserveCapacity(storedCount + range.count)
        (elements.unsafelyUnwrapped + storedCount).initialize(from: other.elements.unsafelyUnwrapped + range.lowerBound,
                                                             count: range.count)
        storedCount += range.count
    }

    /// Appends what `body` writes where the elements after the last go, up to `maximum` of them: it returns
    /// how many it wrote, the first ones. One reservation, and no check for each element.
    @inlinable
    public mutating func append(upTo maximum: Int, _ body: (UnsafeMutablePointer<Element>) throws -> Int) rethrows {
        precondition(maximum >= 0, "PlainArray append of a negative count")
        reserveCapacity(storedCount + maximum)
        let written = try body(elements.unsafelyUnwrapped + storedCount)
        precondition(written >= 0 && written <= maximum, "PlainArray append past what was reserved")
        storedCount += written
    }

    /// Changes each element of `range` in place by `body`, asking once whether the memory is shared.
    @inlinable
    public mutating func updateEach(in range: Range<Int>, _ body: (inout Element) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storedCount, "PlainArray range out of bounds")
        guard !range.isEmpty else { return }
        if !ownsUniquely() { reallocate(capacity: capacity) }
        let elements = elements.unsafelyUnwrapped
        for index in range { body(&elements[index]) }
    }

    @inlinable
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(storedCount > 0, "removeLast from an empty PlainArray")
        storedCount -= 1
        return elements.unsafelyUnwrapped[storedCount]
    }

    /// Removes the elements from `bounds.lowerBound` (at most `count`) on, keeping the memory.
    @inlinable
    public mutating func removeSubrange(_ bounds: PartialRangeFrom<Int>) {
        precondition(bounds.lowerBound >= 0 && bounds.lowerBound <= storedCount, "PlainArray range out of bounds")
        storedCount = bounds.lowerBound
    }

    /// Makes room for `minimumCapacity` elements in memory of its own.
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity {
            // Doubling at least: a reserve before each of many small appends stays linear.
            reallocate(capacity: Swift.max(minimumCapacity, storedCount &* 2))
        } else if owner != nil && !ownsUniquely() {
            // Shared, even with no elements (emptied by `removeSubrange`): what is written next must not
            // reach the other array's memory.
            reallocate(capacity: capacity)
        }
    }

    /// Moves the elements into new memory for `newCapacity` (at least `count`), which only this array
    /// owns. Not inlined: it is the rare path of `append`, which is.
    @inlinable @inline(never)
    mutating func reallocate(capacity newCapacity: Int) {
        let stride = MemoryLayout<Element>.stride
        precondition(newCapacity >= storedCount && newCapacity <= Int.max / stride, "PlainArray capacity out of range")
        let new = PlainStorage(byteCount: newCapacity * stride, alignment: MemoryLayout<Element>.alignment)
        let target = new.memory.bindMemory(to: Element.self, capacity: newCapacity)
        if storedCount > 0 { target.initialize(from: elements.unsafelyUnwrapped, count: storedCount) }
        owner = new
        elements = target
        capacity = newCapacity
    }
}

/// The memory of a `PlainArray`: one class for every element type (see there). It knows nothing of the
/// elements, which need no deinitialisation, only their bytes.
@usableFromInline
final class PlainStorage {
    @usableFromInline let memory: UnsafeMutableRawPointer

    @usableFromInline
    init(byteCount: Int, alignment: Int) {
        memory = .allocate(byteCount: Swift.max(byteCount, 1), alignment: alignment)
    }

    deinit {
        memory.deallocate()
    }
}
