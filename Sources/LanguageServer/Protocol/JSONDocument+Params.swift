import JSON

/// Reading a message's parameters by their paths (`["textDocument", "uri"]`).
extension JSONDocument {
    /// The value at `path` below `value` (object members, one name a step); nil where one is missing.
    func value(at path: [String], in value: JSONValue?) -> JSONValue? {
        var current = value
        for name in path {
            guard let here = current, kind(here) == .object else { return nil }
            current = member(name, of: here)
        }
        return current
    }

    /// The string at `path`, if it is one.
    func string(at path: [String], in value: JSONValue?) -> String? {
        self.value(at: path, in: value).flatMap { string($0) }
    }

    /// The whole number at `path`, if it is one.
    func int(at path: [String], in value: JSONValue?) -> Int? {
        self.value(at: path, in: value).flatMap { int($0) }
    }

    /// The strings of the array at `path` (other items skipped).
    func strings(at path: [String], in value: JSONValue?) -> [String] {
        guard let array = self.value(at: path, in: value) else { return [] }
        return items(of: array).compactMap { string($0) }
    }
}
