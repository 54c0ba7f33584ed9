import Diagnostics
import XMLStream

/// How the builder turns what it has read into values: keys, leaves, and the container they go into.
extension PlistBuilder {
    /// The element a frame stands for, as problems name it (an implicit <plist> too).
    func containerName(_ frame: Frame) -> String {
        switch frame.kind {
        case .document, .plist: "plist"
        case .array: "array"
        case .dictionary: "dict"
        }
    }

    /// Text where none belongs; `location` is its first character that is not white space.
    func reportText(_ text: String, inside parent: String, at location: SourceLocation) {
        let shown = Substring(text).utf8.trimmingXMLWhitespace()
        diagnostics.append(.unexpectedText(String(Substring(shown)), inside: parent, at: location))
    }

    /// A `<key>` has ended (its text is at the end of the buffer's text): it becomes the pending key of
    /// the dictionary it is in, after reporting a key before it still waiting for a value, or a duplicate.
    func receiveKey(_ open: OpenLeaf) {
        let index = stack.count - 1
        if let pending = stack[index].pendingKey {
            diagnostics.append(.keyWithoutValue(values.string(pending)!, at: values.location(pending)))
            values.dropKey(pending)
            stack[index].pendingKey = nil
        }
        useCoreFoundationText(of: open)
        values.appendText(.key, from: open.start.text, at: open.location)
        let key = values.count - 1
        if let first = keys.insert(key, dictionary: stack[index].start.slots, in: &values),
           cap.admits(.duplicateKey, at: open.location) {
            diagnostics.append(.duplicateKey(values.string(key)!, at: open.location, first: values.location(first)))
        }
        stack[index].pendingKey = key
    }

    /// Appends a finished leaf; its slot, or nil when its text is invalid (reported).
    func appendLeaf(_ open: OpenLeaf) -> Int? {
        if open.leaf == .string {
            useCoreFoundationText(of: open)
            if open.keyAsValue { keyAsValue(open, text: String(decoding: values.text[open.start.text...], as: UTF8.self)) }
            values.appendText(.string, from: open.start.text, at: open.location)
            return values.count - 1
        }
        // Other leaves keep their value, not their text.
        let value: PlistValue?
        if open.leaf == .data, let raw = openLeafRaw {
            value = .data(raw)
        } else {
            value = self.value(of: open.leaf, written: values.text[open.start.text...], at: open.location)
        }
        values.rewind(to: open.start)
        guard let value else { return nil }
        values.appendScalar(value, at: open.location)
        return values.count - 1
    }

    /// The text of a string or key as CoreFoundation makes it: the filter's value when it sent one (line
    /// breaks as written, control characters), else libxml2's less one leading U+FEFF.
    @inline(__always)
    func useCoreFoundationText(of open: OpenLeaf) {
        // Nearly always libxml2's text as it is: no value from the filter, and no U+FEFF (EF BB BF) first.
        let start = open.start.text
        if openLeafRaw == nil && (start >= values.text.count || values.text[start] != 0xEF) { return }
        replaceWithCoreFoundationText(of: open)
    }

    private func replaceWithCoreFoundationText(of open: OpenLeaf) {
        if let raw = openLeafRaw {
            values.text.removeSubrange(open.start.text...)
            values.text += raw
        } else if values.text.count >= open.start.text + 3, values.text[open.start.text] == 0xEF,
                  values.text[open.start.text + 1] == 0xBB, values.text[open.start.text + 2] == 0xBF {
            values.text.removeSubrange(open.start.text..<(open.start.text + 3))
        }
    }

    /// Gives a finished value (`index`, nil when invalid) to the open container; a value without a place
    /// is removed from the buffer again (everything from `start`), and an invalid one still uses up its key.
    func deliver(_ index: Int?, kept: Bool, from start: PlistBuffer.Mark) {
        let top = stack.count - 1
        switch stack[top].kind {
        case .dictionary:
            guard let pending = stack[top].pendingKey else {
                values.rewind(to: start)
                return
            }
            stack[top].pendingKey = nil
            if index != nil, kept {
                stack[top].count += 1
            } else {
                values.rewind(to: start)
                values.dropKey(pending)
            }
        case .array:
            guard let index, kept else {
                values.rewind(to: start)
                return
            }
            if top == 2, let streaming, case .plist = stack[1].kind {
                streaming(values, index)
                values.rewind(to: start)
            } else {
                stack[top].count += 1
            }
        case .plist:
            guard let index, kept else {
                values.rewind(to: start)
                return
            }
            stack[top].value = index
        case .document:
            values.rewind(to: start)
        }
    }
}
