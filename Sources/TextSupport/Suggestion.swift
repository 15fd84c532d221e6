/// "Did you mean": the closest of a set of names to a misspelt one, for unknown filters and
/// config keys.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance (a swap of two neighbours counts one),
    /// when near enough to be a typo: at most 1 edit for names up to 4 characters, 2 up to 8,
    /// 3 beyond. Ties go to the alphabetically first, so the answer is deterministic.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let word = Array(name.lowercased().utf8)
        let limit = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let d = distance(word, Array(candidate.lowercased().utf8))
            guard d <= limit else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) { best = (d, candidate) }
        }
        return best?.name
    }

    /// Optimal string alignment distance.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
