/// A text filled from a row of data as a word processor's address block is: a line (split at `\n`) whose
/// placeholders are all empty and which holds nothing else but spaces and punctuation is left out, and
/// the spaces and separators (", ", " - ", " · ") around an empty placeholder go with it, so that no
/// line starts or ends with them and none is doubled. Other text of the template is kept, with the
/// punctuation that touches it ("Tel:", "Dr."); a line without placeholders is kept as written.
package enum MergedText {
    /// A piece of the template's text, or the text a placeholder was filled with.
    package enum Part: Equatable {
        case literal(String)
        case value(String)
    }

    /// What a line is made of: text to keep, spaces and punctuation between, and empty values.
    private enum Token {
        case content(String)
        case separator(String)
        case empty
    }

    /// The text of `parts`, joined as the type says.
    package static func joined(_ parts: [Part]) -> String {
        var lines: [[Part]] = [[]]
        for part in parts {
            guard case .literal(let text) = part else {
                lines[lines.count - 1].append(part)
                continue
            }
            for (k, piece) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if k > 0 { lines.append([]) }
                if !piece.isEmpty { lines[lines.count - 1].append(.literal(String(piece))) }
            }
        }
        return lines.compactMap(line).joined(separator: "\n")
    }

    /// One line's text, or nil when it is to be left out.
    private static func line(_ parts: [Part]) -> String? {
        guard parts.contains(where: { if case .value = $0 { true } else { false } }) else {
            return parts.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
        }
        var tokens: [Token] = []
        for part in parts {
            switch part {
            case .value(let text): tokens.append(text.allSatisfy(\.isWhitespace) ? .empty : .content(text))
            case .literal(let text): tokens += literalTokens(text)
            }
        }
        let contents = tokens.indices.filter { if case .content = tokens[$0] { true } else { false } }
        guard let first = contents.first, let last = contents.last else { return nil }
        var out = ""
        var gap: [Token] = []
        for token in tokens[first...last] {
            if case .content(let text) = token {
                out += bridge(gap) + text
                gap = []
            } else {
                gap.append(token)
            }
        }
        // Spaces and separators before the first text and after the last are kept only with no empty value beside them.
        let lead = Array(tokens[..<first]), trail = Array(tokens[(last + 1)...])
        return (lead.contains(where: isEmpty) ? "" : bridge(lead)) + out + (trail.contains(where: isEmpty) ? "" : bridge(trail))
    }

    /// What stands between two texts for the separators and empty values `gap`: the separators as they
    /// are when no value is empty, else the first one alone.
    private static func bridge(_ gap: [Token]) -> String {
        let separators = gap.compactMap { if case .separator(let text) = $0 { text } else { nil } }
        guard gap.contains(where: isEmpty) else { return separators.joined() }
        return separators.first { !$0.isEmpty } ?? ""
    }

    private static func isEmpty(_ token: Token) -> Bool {
        if case .empty = token { true } else { false }
    }

    /// A template's text as runs of text and of separators; punctuation that touches a word with no space
    /// between (the colon of "Tel:", the bracket of "(c/o") goes with the word.
    private static func literalTokens(_ text: String) -> [Token] {
        var runs: [(text: String, separates: Bool)] = []
        for c in text {
            let separates = isSeparator(c)
            if let last = runs.last, last.separates == separates {
                runs[runs.count - 1].text.append(c)
            } else {
                runs.append((String(c), separates))
            }
        }
        for k in runs.indices where runs[k].separates {
            if k > 0 {
                let touching = runs[k].text.prefix { !$0.isWhitespace }
                runs[k - 1].text += touching
                runs[k].text.removeFirst(touching.count)
            }
            if k + 1 < runs.count {
                let touching = runs[k].text.reversed().prefix { !$0.isWhitespace }
                runs[k + 1].text = String(touching.reversed()) + runs[k + 1].text
                runs[k].text.removeLast(touching.count)
            }
        }
        return runs.map { $0.separates ? .separator($0.text) : .content($0.text) }
    }

    /// Spaces, punctuation and symbols: what may stand between placeholders without meaning anything of its own.
    private static func isSeparator(_ c: Character) -> Bool {
        c.isWhitespace || c.isPunctuation || c.isSymbol
    }
}
