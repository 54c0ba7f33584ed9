/// A path pattern of `"exclude"` in `.settingsc.json`, read as `.gitignore` reads one: `*` any run of
/// characters but `/`, `?` one, `[abc]` `[a-z]` `[!abc]` one of (or none of) a set, `**` any number of
/// folders, `\` takes the next character literally. A pattern with a `/` (not only at its end) is a
/// path from the configuration's folder (a leading `/` changes nothing); one without is a name, matched
/// at any depth (`Generated`, `*.bak`). A trailing `/` matches folders only.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    /// One element of a segment's pattern.
    enum Token: Equatable {
        case literal(Unicode.Scalar)
        case anyOne
        case anyRun
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    /// The pattern as written.
    public let description: String
    /// Path segments; `nil` stands for `**`.
    let segments: [[Token]?]
    let anchored: Bool
    let directoriesOnly: Bool

    /// Reads `pattern`; what is wrong with it, in words, when it is no pattern.
    public static func parse(_ pattern: String) -> Result<Glob, GlobError> {
        var text = Substring(pattern)
        guard !text.isEmpty else { return .failure(GlobError("an empty pattern matches nothing")) }
        let directoriesOnly = text.hasSuffix("/")
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasPrefix("./") { text.removeFirst(2) }
        let anchored = text.contains("/")
        while text.hasPrefix("/") { text.removeFirst() }
        guard !text.isEmpty else { return .failure(GlobError("'\(pattern)' would exclude the whole folder")) }
        var segments: [[Token]?] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." || part == "." {
                return .failure(GlobError("'\(part)' in '\(pattern)': patterns are paths inside the folder of "
                    + Configuration.fileName))
            }
            if part == "**" {
                if segments.last != .some(nil) { segments.append(nil) }
                continue
            }
            switch tokens(part) {
            case .success(let tokens): segments.append(tokens)
            case .failure(let error): return .failure(GlobError("\(error.message) in '\(pattern)'"))
            }
        }
        return .success(Glob(description: pattern, segments: segments, anchored: anchored, directoriesOnly: directoriesOnly))
    }

    /// Whether the pattern matches an entry: its path relative to the configuration's folder (nil when
    /// outside it: only name patterns can match), its name, and whether it is a folder.
    func matches(relative: String?, name: String, isDirectory: Bool) -> Bool {
        if directoriesOnly && !isDirectory { return false }
        guard anchored else {
            return segments.count == 1 && Self.match(segments[0].map { $0 } ?? [.anyRun], Array(name.unicodeScalars))
        }
        guard let relative else { return false }
        let parts = relative.split(separator: "/").map { Array($0.unicodeScalars) }
        return Self.match(segments[...], parts[...])
    }

    // MARK: Matching

    /// Segments against path components, `**` (nil) taking any number of them. The pattern is run as
    /// an automaton over the components (the set of segments reached so far, one step a component), so
    /// the time is components × segments whatever the pattern: trying every split for each `**` in turn
    /// took exponential time (ten `**/*a*` segments ran for minutes).
    private static func match(_ pattern: ArraySlice<[Token]?>, _ parts: ArraySlice<[Unicode.Scalar]>) -> Bool {
        let segments = Array(pattern)
        var reached = [Bool](repeating: false, count: segments.count + 1)
        func reach(_ start: Int, in states: inout [Bool]) {
            var index = start
            states[index] = true
            // `**` may take no component: what follows it is reached too.
            while index < segments.count, segments[index] == nil {
                index += 1
                states[index] = true
            }
        }
        reach(0, in: &reached)
        for part in parts {
            var next = [Bool](repeating: false, count: segments.count + 1)
            for index in segments.indices where reached[index] {
                guard let tokens = segments[index] else {
                    reach(index, in: &next)
                    continue
                }
                if match(tokens, part) { reach(index + 1, in: &next) }
            }
            guard next.contains(true) else { return false }
            reached = next
        }
        return reached[segments.count]
    }

    /// One segment's tokens against one name: the usual wildcard walk, going back to the last `*`.
    private static func match(_ tokens: [Token], _ name: [Unicode.Scalar]) -> Bool {
        var t = 0
        var n = 0
        var star: (token: Int, name: Int)?
        while n < name.count {
            if t < tokens.count {
                switch tokens[t] {
                case .anyRun:
                    star = (t, n)
                    t += 1
                    continue
                case .anyOne:
                    t += 1
                    n += 1
                    continue
                case .literal(let scalar) where scalar == name[n]:
                    t += 1
                    n += 1
                    continue
                case .set(let ranges, let negated) where ranges.contains(where: { $0.contains(name[n]) }) != negated:
                    t += 1
                    n += 1
                    continue
                default:
                    break
                }
            }
            guard let last = star else { return false }
            star = (last.token, last.name + 1)
            t = last.token + 1
            n = last.name + 1
        }
        while t < tokens.count, tokens[t] == .anyRun { t += 1 }
        return t == tokens.count
    }

    // MARK: Reading

    private static func tokens(_ part: Substring) -> Result<[Token], GlobError> {
        var tokens: [Token] = []
        var scalars = part.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?":
                tokens.append(.anyOne)
            case "\\":
                guard let next = scalars.next() else { return .failure(GlobError("a '\\' with nothing after it")) }
                tokens.append(.literal(next))
            case "[":
                var ranges: [ClosedRange<Unicode.Scalar>] = []
                var negated = false
                var previous: Unicode.Scalar?
                var closed = false
                var first = true
                while let member = scalars.next() {
                    if member == "]" && !first {
                        closed = true
                        break
                    }
                    if first && (member == "!" || member == "^") {
                        negated = true
                        continue
                    }
                    first = false
                    if member == "-", let low = previous {
                        guard let high = scalars.next(), high != "]" else {
                            return .failure(GlobError("a range in '[…]' with no end"))
                        }
                        guard low <= high else { return .failure(GlobError("the range '\(low)-\(high)' is backwards")) }
                        ranges[ranges.count - 1] = low...high
                        previous = nil
                        continue
                    }
                    ranges.append(member...member)
                    previous = member
                }
                guard closed else { return .failure(GlobError("'[' without its ']'")) }
                tokens.append(.set(ranges, negated: negated))
            default:
                tokens.append(.literal(scalar))
            }
        }
        return .success(tokens)
    }
}

/// Why a text is no `Glob`, in words.
public struct GlobError: Error, Sendable, Equatable {
    public let message: String

    init(_ message: String) { self.message = message }
}
