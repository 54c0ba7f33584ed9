import JSON

/// Parses JSON held in a string.
func parse(_ text: String, limits: JSONLimits = JSONLimits()) -> JSONDocument {
    JSONReader.parse(Array(text.utf8), limits: limits)
}

extension JSONDocument {
    /// The value at a path of member names and item indexes (`"a", 2, "b"`).
    func at(_ path: Any...) -> JSONValue? {
        var value = root
        for step in path {
            guard let current = value else { return nil }
            if let name = step as? String {
                value = member(name, of: current)
            } else if let index = step as? Int {
                value = Array(items(of: current)).dropFirst(index).first
            }
        }
        return value
    }

    /// `line:column: message` of every problem.
    var problemLines: [String] { problems.map(\.description) }
}
