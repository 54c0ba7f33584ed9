/// Writing what a `JSONReader` read: any value of a document, in the style's layout and key order.
extension JSONWriter {
    /// The text of `document`'s root value in `style` (nothing if it has none).
    package static func bytes(of document: JSONDocument, style: JSONStyle) -> [UInt8] {
        var writer = JSONWriter(style: style)
        if let root = document.root { writer.value(root, of: document) }
        return writer.bytes
    }

    /// Writes `value` of `document` (and everything in it) as the next value. Numbers are written as
    /// they were written (`1.50` stays `1.50`); strings are escaped anew for the style. Iterative, so any
    /// depth the reader accepted is written.
    package mutating func value(_ value: JSONValue, of document: JSONDocument) {
        let slots = document.slots
        var open: [Walk] = []
        var current = value.index
        values: while true {
            let slot = slots[current]
            switch slot.tag {
            case .object:
                beginObject()
                open.append(Walk(next: current + 1, end: slot.high, order: memberOrder(current, of: document),
                                 isObject: true))
            case .array:
                beginArray()
                open.append(Walk(next: current + 1, end: slot.high, order: [], isObject: false))
            case .null: null()
            case .true: bool(true)
            case .false: bool(false)
            case .integer, .real: number(literal: document.bytes[slot.start..<Int(slot.end)])
            case .plainString where !style.escapesSlash && !style.escapesNonASCII:
                // No escapes in the input, none wanted: the literal as it stands.
                raw(document.bytes[slot.start..<Int(slot.end)])
            default:
                string(utf8: document.utf8(JSONValue(current))!)
            }
            // The next value to write, closing the containers that are done.
            while let last = open.indices.last {
                if let child = open[last].nextChild(in: slots) {
                    if open[last].isObject {
                        key(utf8: document.utf8(JSONValue(child))!)
                        current = child + 1
                    } else {
                        current = child
                    }
                    continue values
                }
                if open.removeLast().isObject { endObject() } else { endArray() }
            }
            return
        }
    }

    /// A container being written: the next child's slot, or the key slots in the order to write them.
    private struct Walk {
        var next: Int
        let end: Int
        var order: [Int]
        var position = 0
        let isObject: Bool

        init(next: Int, end: Int, order: [Int], isObject: Bool) {
            self.next = next
            self.end = end
            self.order = order
            self.isObject = isObject
        }

        /// The next item's slot (array) or key's slot (object), if any is left.
        mutating func nextChild(in slots: [JSONSlot]) -> Int? {
            if !order.isEmpty {
                guard position < order.count else { return nil }
                position += 1
                return order[position - 1]
            }
            guard next < end else { return nil }
            let child = next
            next = JSONDocument.end(of: isObject ? child + 1 : child, in: slots)
            return child
        }
    }

    /// The key slots of the object at `object` in the style's order; empty for the order they are in.
    private func memberOrder(_ object: Int, of document: JSONDocument) -> [Int] {
        if case .asWritten = style.keyOrder { return [] }
        guard document.slots[object].low > 1 else { return [] }
        var keys: [Int] = []
        for member in document.members(of: JSONValue(object)) { keys.append(member.key.index) }
        switch style.keyOrder {
        case .asWritten:
            return []
        case .codePoints:
            keys.sort { document.utf8(JSONValue($0))!.lexicographicallyPrecedes(document.utf8(JSONValue($1))!) }
        case .custom(let before):
            let names = keys.map { document.string(JSONValue($0))! }
            let order = names.indices.sorted { before(names[$0], names[$1]) }
            keys = order.map { keys[$0] }
        }
        return keys
    }
}
