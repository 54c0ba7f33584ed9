import XMLStream

/// Dictionaries: their keys (decoded once each, as shared objects), duplicates, and entries whose value
/// is broken (kept as dropped keys, as the XML reader does).
extension BinaryPlistDecoder {
    func dictionary(count: Int, payload: Int, at offset: Int, depth: Int) throws(BinaryPlistProblem) -> Decoded {
        let refSize = trailer.objectRefSize
        try BinaryPlistObject.checkPayload(count: count, itemSize: 2 * refSize, payload: payload, end: end,
                                           object: offset, what: "a dictionary")
        file.didRead(2 * count * refSize)
        let container = values.beginContainer(.dictionary, at: .byte(offset))
        var entries = 0
        let firstKey = keys.count
        defer { keys.removeSubrange(firstKey...) }
        var hashed: [String: KeyPlace]?
        var height = 1, size = 1
        for item in 0..<count {
            let keyPosition = payload + item * refSize
            let valuePosition = payload + (count + item) * refSize
            guard let keyIndex = try reference(at: keyPosition, in: "dictionary") else { continue }
            let key: String, keyOffset: Int
            if let known = knownKey(keyIndex, depth: depth + 1) {
                (key, keyOffset) = known
            } else {
                keyOffset = trailer.offset(of: keyIndex, in: file)
                let keyKind = file[keyOffset] >> 4
                guard keyKind == BinaryPlistObject.Kind.asciiString.rawValue
                        || keyKind == BinaryPlistObject.Kind.utf16String.rawValue else {
                    try report(BinaryPlistProblem("a dictionary key must be a string; this key is "
                        + BinaryPlistObject.describe(marker: file[keyOffset]), at: keyOffset))
                    continue
                }
                // Decoded for its text only: the key slot is appended below.
                let start = values.mark
                let keyObject = try decode(keyIndex, depth: depth + 1)
                let decodedKey = keyObject.flatMap { values.string($0.index) }
                values.rewind(to: start)
                guard let decodedKey else { continue }
                key = decodedKey
            }
            if let first = insertKey(key, at: (keyOffset, keyPosition), from: firstKey, index: &hashed) {
                // One key object named twice: point at the two references instead.
                let (at, firstAt) = first.object == keyOffset ? (keyPosition, first.reference) : (keyOffset, first.object)
                try report(BinaryPlistProblem(.duplicateKey(key, at: .byte(at), first: .byte(firstAt))))
            }
            // Keys whose value was reported and left out stay as dropped keys: not missing, as with XML.
            values.appendString(key, as: .key, at: .byte(keyOffset))
            let keySlot = values.count - 1
            guard let valueIndex = try reference(at: valuePosition, in: "dictionary"),
                  let value = try decode(valueIndex, depth: depth + 1) else {
                values.dropKey(keySlot)
                continue
            }
            try grow(&size, by: 1 + value.size, at: offset)
            height = max(height, value.height + 1)
            entries += 1
        }
        values.endContainer(container, count: entries)
        return Decoded(index: container, height: height, size: size)
    }

    /// A key decoded before, and its object's offset: what `dictionary` would find the long way (keys
    /// are shared: one object for every dictionary that has the key).
    @inline(__always)
    private func knownKey(_ index: Int, depth: Int) -> (String, Int)? {
        guard depth <= PlistParser.maxDepth, let slot = sharing.slot(of: index), case .done(let shared) = memo[slot],
              case .string(let key) = shared.node.value, let offset = shared.node.location.byteOffset else { return nil }
        return (key, offset)
    }

    /// Adds `key` to the keys of the dictionary whose keys start at `firstKey` in `keys`; returns where it
    /// was first seen if it was. Past 16 keys they are found by hashing.
    private func insertKey(_ key: String, at place: KeyPlace, from firstKey: Int,
                           index: inout [String: KeyPlace]?) -> KeyPlace? {
        if index == nil, keys.count - firstKey >= 16 {
            var built: [String: KeyPlace] = [:]
            for (key, place) in keys[firstKey...] where built[key] == nil { built[key] = place }
            index = built
        }
        if index != nil {
            if let first = index![key] { return first }
            index![key] = place
            return nil
        }
        for seen in firstKey..<keys.count where keys[seen].key == key { return keys[seen].place }
        keys.append((key, place))
        return nil
    }
}
