/// "Did you mean" candidates: the closest known word, if it is close enough to be a likely typo.
package enum Suggestions {
    /// The closest candidate (the "did you mean") and the certain one (the fix-it), from one pass over
    /// the candidates: callers that report both would otherwise measure every distance twice.
    package static func match(_ word: String, in candidates: [String]) -> (closest: String?, certain: String?) {
        let close = matches(word, candidates)
        return (closest(among: close), certain(word, candidates, close: close))
    }

    package static func closest(to word: String, in candidates: [String]) -> String? {
        closest(among: matches(word, candidates))
    }

    /// The one candidate close to `word`, when there is exactly one: a repair certain enough to make
    /// (a fix-it). A candidate that differs only in case wins if it is the only such one (`Url` →
    /// `URL`); two close candidates make the repair a guess, and there is none.
    package static func unique(to word: String, in candidates: [String]) -> String? {
        certain(word, candidates, close: matches(word, candidates))
    }

    /// The first of the closest matches.
    private static func closest(among close: [(candidate: String, distance: Int)]) -> String? {
        var best: (candidate: String, distance: Int)?
        for match in close where best == nil || match.distance < best!.distance {
            best = match
        }
        return best?.candidate
    }

    /// `unique`'s rule, given `close`, the matches of `word` among `candidates`.
    private static func certain(_ word: String, _ candidates: [String],
                                close: [(candidate: String, distance: Int)]) -> String? {
        let lowercased = word.lowercased()
        let sameLetters = candidates.filter { $0.lowercased() == lowercased && $0 != word }
        if sameLetters.count == 1 { return sameLetters[0] }
        guard close.count == 1, close[0].candidate != word else { return nil }
        return close[0].candidate
    }

    /// The candidates sorted closest first, for "valid keys are" lists.
    package static func ranked(_ word: String, _ candidates: [String], limit: Int = 5) -> [String] {
        let target = Array(word.lowercased().unicodeScalars)
        return candidates
            .map { ($0, editDistance(target, Array($0.lowercased().unicodeScalars))) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }

    /// Every candidate close enough to be a likely typo of `word`, with its distance, in the given order.
    private static func matches(_ word: String, _ candidates: [String]) -> [(candidate: String, distance: Int)] {
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty else { return [] }
        var close: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(target, other)
            // A third of the word may be wrong (at most three edits); a word cut short also counts.
            let allowed = min(3, max(1, other.count / 3))
            let isPrefix = target.count >= 4 && other.starts(with: target)
            if distance <= allowed || isPrefix { close.append((candidate, distance)) }
        }
        return close
    }

    /// The candidate closest to `text` among those that differ by at most a quarter of its length (an
    /// older wording of a sentence: `Restart Vim after closing a-Shell` for `Restart Vim or dash after
    /// closing a-Shell`); nil when none does. Candidates whose lengths differ by more are skipped without
    /// measuring, and each distance stops once it must exceed the allowance, so a table of thousands of
    /// entries costs little; `budget` bounds the comparisons made.
    package static func closestWording(to text: String, in candidates: some Sequence<String>, budget: inout Int) -> String? {
        let target = Array(text.unicodeScalars)
        let allowed = target.count / 4
        guard allowed >= 1 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where budget > 0 && candidate != text {
            let length = candidate.unicodeScalars.count
            guard abs(length - target.count) <= (best?.distance ?? allowed) else { continue }
            budget -= 1
            let limit = best.map { $0.distance - 1 } ?? allowed
            if let distance = editDistance(target, Array(candidate.unicodeScalars), limit: limit) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The edit distance of `a` and `b` when it is at most `limit`; nil as soon as it cannot be.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
