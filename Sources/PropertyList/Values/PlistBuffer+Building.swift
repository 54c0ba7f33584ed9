import Diagnostics
import Platform

/// Filling the buffer (the readers), and converting between it and `PlistNode` trees (values kept
/// beyond decoding, and trees made in code).
extension PlistBuffer {
    /// Appends a string, key or data whose bytes (UTF-8 for text) are already at the end of `text`, from
    /// `start` on.
    mutating func appendText(_ kind: Kind, from start: Int, at location: SourceLocation) {
        slots.append(Slot(kind: kind, location: location, first: start, second: text.count))
    }

    mutating func appendString(_ string: String, as kind: Kind = .string, at location: SourceLocation) {
        let start = text.count
        text.append(contentsOf: string.utf8)
        appendText(kind, from: start, at: location)
    }

    mutating func appendScalar(_ value: PlistValue, at location: SourceLocation) {
        switch value {
        case .string(let string): appendString(string, at: location)
        case .integer(let integer):
            slots.append(Slot(kind: .integer, location: location, first: Int(Int64(bitPattern: integer.magnitude)),
                              second: integer.isNegative ? 1 : 0))
        case .real(let real):
            slots.append(Slot(kind: .real, location: location, first: Int(Int64(bitPattern: real.bitPattern)), second: 0))
        case .bool(let bool): slots.append(Slot(kind: .bool, location: location, first: bool ? 1 : 0, second: 0))
        case .date(let date):
            dates.append(date)
            slots.append(Slot(kind: .date, location: location, first: dates.count - 1, second: 0))
        case .data(let bytes):
            let start = text.count
            text.append(contentsOf: bytes)
            slots.append(Slot(kind: .data, location: location, first: start, second: text.count))
        case .array, .dictionary:
            preconditionFailure("containers are appended with beginContainer/endContainer")
        }
    }

    /// Opens an array or dictionary; returns its index, for `endContainer`.
    mutating func beginContainer(_ kind: Kind, at location: SourceLocation) -> Int {
        slots.append(Slot(kind: kind, location: location, first: 0, second: 0))
        return slots.count - 1
    }

    /// Closes the container at `index`: what was appended since is inside it.
    mutating func endContainer(_ index: Int, count: Int) {
        // One write, so that whether the slots are shared is asked once.
        var slot = slots[index]
        slot.first = slots.count
        slot.second = count
        slots[index] = slot
    }

    /// Turns the key at `index` into a dropped key (its value turned out missing or invalid).
    mutating func dropKey(_ index: Int) {
        slots[index].kind = .droppedKey
    }

    /// Turns the string at `index` into a dictionary key (a binary plist's keys are string objects).
    mutating func makeKey(_ index: Int) {
        slots[index].kind = .key
    }

    // MARK: Trees

    /// The value at `index` as a `PlistNode` tree.
    package func node(_ index: Int) -> PlistNode {
        let slot = slots[index]
        let value: PlistValue
        switch slot.kind {
        case .string, .key, .droppedKey: value = .string(string(index)!)
        case .integer: value = .integer(integer(index)!)
        case .real: value = .real(real(index)!)
        case .bool: value = .bool(slot.first != 0)
        case .date: value = .date(dates[slot.first])
        case .data: value = .data(data(index)!)
        case .array:
            var items: [PlistNode] = []
            items.reserveCapacity(slot.second)
            forEachItem(of: index) { items.append(node($0)) }
            value = .array(items)
        case .dictionary:
            var entries: [PlistDictionary.Entry] = []
            entries.reserveCapacity(slot.second)
            var dropped: [String] = []
            var key = index + 1
            while key < slot.first {
                if slots[key].kind == .droppedKey {
                    dropped.append(string(key)!)
                    key += 1
                    continue
                }
                entries.append(PlistDictionary.Entry(key: string(key)!, keyLocation: slots[key].location,
                                                     value: node(key + 1)))
                key = end(of: key + 1)
            }
            value = .dictionary(PlistDictionary(entries, droppedKeys: dropped))
        }
        return PlistNode(value, at: slot.location)
    }

    /// Appends a tree; returns the index of its root.
    @discardableResult
    package mutating func append(_ node: PlistNode) -> Int {
        switch node.value {
        case .array(let items):
            let index = beginContainer(.array, at: node.location)
            for item in items { append(item) }
            endContainer(index, count: items.count)
            return index
        case .dictionary(let dictionary):
            let index = beginContainer(.dictionary, at: node.location)
            for entry in dictionary.entries {
                appendString(entry.key, as: .key, at: entry.keyLocation)
                append(entry.value)
            }
            // Dropped keys have no place in a tree: they follow the entries (only `defines` sees them).
            for key in dictionary.droppedKeys { appendString(key, as: .droppedKey, at: node.location) }
            endContainer(index, count: dictionary.entries.count)
            return index
        default:
            appendScalar(node.value, at: node.location)
            return slots.count - 1
        }
    }

    /// Appends a copy of `other`'s value at `value` and everything inside it, rebased onto this buffer;
    /// returns its index here. Its text and dates must be contiguous in `other`, as they are for any value
    /// appended in one go (a root array's element as a reader hands it over, a shared binary object).
    ///
    /// `other` is only read, but lent in place (`inout`): a buffer read from a class's property and passed
    /// by value had its arrays retained and released around every call (a binary plist's shared keys and
    /// strings, ~1.8 million copies in 50 MB).
    mutating func appendCopy(of other: inout PlistBuffer, value: Int) -> Int {
        let index = slots.count
        let first = other.slots[value]
        switch first.kind {
        case .string, .key, .droppedKey, .data:
            // A leaf with text (most copies: keys and shared strings).
            let start = text.count
            System.append(other.text, first.first..<first.second, to: &text)
            slots.append(Slot(kind: first.kind, location: first.location, first: start, second: text.count))
            return index
        case .integer, .real, .bool:
            slots.append(first)
            return index
        case .date, .array, .dictionary:
            break
        }
        let end = other.end(of: value)
        // Where its text and dates lie.
        var textFrom = other.text.count, textTo = 0, datesFrom = other.dates.count, datesTo = 0
        for position in value..<end {
            let slot = other.slots[position]
            switch slot.kind {
            case .string, .key, .droppedKey, .data:
                textFrom = min(textFrom, slot.first)
                textTo = max(textTo, slot.second)
            case .date:
                datesFrom = min(datesFrom, slot.first)
                datesTo = max(datesTo, slot.first + 1)
            default: break
            }
        }
        textTo = max(textTo, textFrom)
        datesTo = max(datesTo, datesFrom)
        let slotShift = index - value, textShift = text.count - textFrom, dateShift = dates.count - datesFrom
        slots.append(contentsOf: other.slots, value..<end)
        slots.updateEach(in: index..<slots.count) { slot in
            switch slot.kind {
            case .string, .key, .droppedKey, .data:
                slot.first += textShift
                slot.second += textShift
            case .date:
                slot.first += dateShift
            case .array, .dictionary:
                slot.first += slotShift
            case .integer, .real, .bool:
                break
            }
        }
        System.append(other.text, textFrom..<textTo, to: &text)
        dates.append(contentsOf: other.dates[datesFrom..<datesTo])
        return index
    }
}
