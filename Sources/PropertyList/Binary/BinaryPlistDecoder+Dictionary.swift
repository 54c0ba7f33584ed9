
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
        defer { keys.close(container) }
        var height = 1, size = 1
        for item in 0..<count {
            let keyPosition = payload + item * refSize
            let valuePosition = payload + (count + item) * refSize
            guard let keyIndex = try reference(at: keyPosition, in: "dictionary") else { continue }
            // The key's slot, its string's bytes copied (keys are shared: one object for every dictionary
            // that has the key) or decoded.
            let keySlot: Int
            if let known = knownKey(keyIndex, depth: depth + 1) {
                keySlot = values.appendCopy(of: &shared, value: known)
            } else {
                let keyOffset = trailer.offset(of: keyIndex, in: file)
                let keyKind = file[keyOffset] >> 4
                guard keyKind == BinaryPlistObject.Kind.asciiString.rawValue
                        || keyKind == BinaryPlistObject.Kind.utf16String.rawValue else {
                    try report(BinaryPlistProblem("a dictionary key must be a string; this key is "
                        + BinaryPlistObject.describe(marker: file[keyOffset]), at: keyOffset))
                    continue
                }
                guard let keyObject = try decode(keyIndex, depth: depth + 1) else { continue }
                keySlot = keyObject.index
            }
            values.makeKey(keySlot)
            // The key object's offset, where a string's value is located.
            let keyOffset = values.location(keySlot).byteOffset ?? 0
            if let first = keys.insert(keySlot, dictionary: container, in: &values) {
                // One key object named twice: point at the two references instead.
                let firstObject = values.location(first).byteOffset ?? 0
                let (at, firstAt) = firstObject == keyOffset
                    ? (keyPosition, firstReference(to: keyOffset, payload: payload, before: item))
                    : (keyOffset, firstObject)
                try report(BinaryPlistProblem(.duplicateKey(values.string(keySlot) ?? "", at: .byte(at),
                                                            first: .byte(firstAt))))
            }
            // Keys whose value was reported and left out stay as dropped keys: not missing, as with XML.
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

    /// The slot in `shared` of a key decoded before: what `dictionary` would find the long way.
    @inline(__always)
    private func knownKey(_ index: Int, depth: Int) -> Int? {
        guard depth <= PlistReader.maxDepth, let slot = sharing.slot(of: index), case .done(let kept) = memo[slot],
              shared.kind(kept.index) == .string else { return nil }
        return kept.index
    }

    /// The position of the first of a dictionary's key references (items before `item`) that leads to
    /// the object at `offset`: where a key object named twice was first named. Looked up only then.
    private func firstReference(to offset: Int, payload: Int, before item: Int) -> Int {
        let refSize = trailer.objectRefSize
        for earlier in 0..<item {
            let position = payload + earlier * refSize
            // Read again without reporting: a broken reference was reported the first time.
            let ref = file.bigEndian(at: position, size: refSize)
            if ref < UInt64(trailer.objectCount), trailer.offset(of: Int(ref), in: file) == offset { return position }
        }
        return payload
    }
}
