import XMLStream

/// How the builder turns what it has read into values: keys, leaves, and the container they go into.
extension PlistBuilder {
    func containerName(_ frame: Frame) -> String {
        frame.name.isEmpty ? "plist" : frame.name
    }

    func reportText(_ text: String, inside parent: String, at location: SourceLocation) {
        // Point at the first character that is not white space.
        let leading = text.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let start = location.advanced(over: Substring(text).utf8.prefix(leading.count))
        let shown = Substring(text.utf8.dropFirst(leading.count)).utf8.trimmingXMLWhitespace()
        diagnostics.append(.unexpectedText(String(Substring(shown)), inside: parent, at: start))
    }

    func receiveKey(_ key: String, at location: SourceLocation) {
        let index = stack.count - 1
        if let pending = stack[index].pendingKey {
            diagnostics.append(.keyWithoutValue(pending.key, at: pending.location))
            stack[index].droppedKeys.append(pending)
        }
        if let first = firstDefinition(of: key, in: &stack[index]) {
            diagnostics.append(.duplicateKey(key, at: location, first: first))
        }
        stack[index].pendingKey = (key, location)
    }

    /// Where `key` was first defined in this dictionary, if it was.
    func firstDefinition(of key: String, in frame: inout Frame) -> SourceLocation? {
        if frame.keyIndex == nil && frame.entries.count >= 16 {
            var index: [String: SourceLocation] = [:]
            for entry in frame.entries where index[entry.key] == nil { index[entry.key] = entry.keyLocation }
            frame.keyIndex = index
        }
        var first: SourceLocation?
        if let index = frame.keyIndex {
            first = index[key]
        } else {
            first = frame.entries.first(where: { $0.key == key })?.keyLocation
        }
        if !frame.droppedKeys.isEmpty, let dropped = frame.droppedKeys.first(where: { $0.key == key })?.location {
            first = min(first ?? dropped, dropped)
        }
        return first
    }

    /// Gives a finished value to the open container; nil (an invalid value) still uses up its key.
    func deliver(_ node: PlistNode?, kept: Bool) {
        let index = stack.count - 1
        switch stack[index].kind {
        case .dictionary:
            guard let pending = stack[index].pendingKey else { return }
            stack[index].pendingKey = nil
            if let node, kept {
                stack[index].entries.append(PlistDictionary.Entry(key: pending.key, keyLocation: pending.location,
                                                                  value: node))
                if stack[index].keyIndex != nil && stack[index].keyIndex![pending.key] == nil {
                    stack[index].keyIndex![pending.key] = pending.location
                }
            } else {
                stack[index].droppedKeys.append(pending)
            }
        case .array:
            guard let node, kept else { return }
            if index == 2, let streaming, case .plist = stack[1].kind {
                streaming(node)
            } else {
                stack[index].items.append(node)
            }
        case .plist:
            guard let node, kept else { return }
            stack[index].value = node
        default:
            break
        }
    }

    func value(of leaf: Leaf, text: String, at location: SourceLocation) -> PlistValue? {
        switch leaf {
        case .string, .key:
            return .string(text)
        case .true:
            return .bool(true)
        case .false:
            return .bool(false)
        case .integer:
            switch PlistInteger.parse(text[...]) {
            case .success(let value): return .integer(value)
            case .failure(let error):
                diagnostics.append(.invalidInteger(text, outOfRange: error == .outOfRange, at: location))
            }
        case .real:
            switch PlistReal.parse(text[...]) {
            case .success(let value): return .real(value)
            case .failure(let error):
                diagnostics.append(.invalidReal(text, outOfRange: error == .outOfRange, at: location))
            }
        case .date:
            switch PlistDate.parse(text[...]) {
            case .success(let value): return .date(value)
            case .failure(.malformed):
                diagnostics.append(.invalidDate(text, reason: nil, at: location))
            case .failure(.impossible(let reason)):
                diagnostics.append(.invalidDate(text, reason: reason, at: location))
            }
        case .data:
            switch Base64.decode(text[...]) {
            case .success(let bytes): return .data(bytes)
            case .failure(.invalidCharacter(let character, _)):
                diagnostics.append(.invalidData(
                    "\(Diagnostic.quoted(String(character))) is not a base64 character", at: location))
            case .failure(.badLength):
                diagnostics.append(.invalidData("the characters do not make whole bytes (or '=' is misplaced)",
                                                at: location))
            }
        }
        return nil
    }
}
