import SpecReader

/// Keeps a long run of like problems short: a sheet of 3,000 rows whose photos are all too small for
/// print warns of the first few rows, then says in one line how many more rows it would have named;
/// 160 rows with the same error name three and count the rest. Problems are alike when they have the
/// same severity, concern the same place of the spec and say the same thing but for the row, the
/// numbers and the quoted text.
enum DiagnosticDigest {
    /// How many of a kind are shown before the summary.
    static let shown = 3

    static func collapsed(_ found: [Diagnostic]) -> [Diagnostic] {
        var totals: [String: Int] = [:]
        var rows: [String: [Int]] = [:]
        for diagnostic in found {
            let key = kind(of: diagnostic)
            totals[key, default: 0] += 1
            if let row = row(of: diagnostic) { rows[key, default: []].append(row) }
        }
        guard totals.values.contains(where: { $0 > shown }) else { return found }
        var seen: [String: Int] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in found {
            let key = kind(of: diagnostic)
            seen[key, default: 0] += 1
            let count = seen[key]!, total = totals[key]!
            guard count <= shown else { continue }
            kept.append(diagnostic)
            guard count == shown, total > shown else { continue }
            var summary = diagnostic
            summary.position = nil
            let numbers = rows[key] ?? []
            let range = numbers.isEmpty ? "" : ", rows \(SpecNode.grouped(numbers.min()!))–\(SpecNode.grouped(numbers.max()!))"
            summary.message = "\(SpecNode.grouped(total - shown)) more like these (\(SpecNode.grouped(total)) in all\(range))"
            kept.append(summary)
        }
        return kept
    }

    /// What makes problems alike: severity, place and message without its row, numbers and quoted text.
    private static func kind(of diagnostic: Diagnostic) -> String {
        var message = Substring(diagnostic.message)
        if message.hasPrefix("row "), let colon = message.firstIndex(of: ":") { message = message[message.index(after: colon)...] }
        var shape = ""
        var quoted = false
        for character in message {
            if character == "\"" {
                quoted.toggle()
                shape.append(character)
            } else if !quoted {
                shape.append(character.isNumber ? "#" : character)
            }
        }
        return "\(diagnostic.severity)\u{0}\(diagnostic.path?.description ?? "")\u{0}\(shape)"
    }

    /// The row a problem names ("row 12: ..."), if any.
    private static func row(of diagnostic: Diagnostic) -> Int? {
        guard diagnostic.message.hasPrefix("row ") else { return nil }
        return Int(diagnostic.message.dropFirst(4).prefix { $0.isNumber })
    }
}
