/// Suggestions for misspelt names.
package enum EditDistance {
    /// The edit distance between two strings, ignoring case, where swapping two neighbours counts as
    /// one edit (optimal string alignment), since that is the commonest typo.
    package static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased()), y = Array(b.lowercased())
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[x.count][y.count]
    }

    /// The closest of `candidates` to `word`, when it is close enough to be a likely typo.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3))
        // The distance is at least the difference in length, so only names about as long are compared.
        let length = word.lowercased().count
        let scored = candidates.filter { abs($0.lowercased().count - length) <= limit }.map { ($0, between(word, $0)) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// " (did you mean "x"?)" or "".
    package static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }
}
