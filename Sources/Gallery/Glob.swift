/// A gitignore pattern over a `/`-separated path, matched without backtracking: `*` and `?` within a
/// name, `[...]` a class, `\` quoting the next character, and a segment that is `**` alone crossing
/// folders (none or more before a `/`, one or more at the end). Each name is matched with one
/// remembered `*` and each path with one remembered `**`, so a match costs at most the product of the
/// two lengths, where a regular expression's backtracking took seconds for `*a*a*a*b` against a long name.
struct Glob {
    /// What one position of a name pattern matches.
    private enum Token: Equatable {
        case character(Character)
        case any
        case star
        case set(negated: Bool, characters: [Character], ranges: [ClosedRange<Character>])

        func matches(_ c: Character) -> Bool {
            switch self {
            case .character(let expected): return c == expected
            case .any: return true
            case .star: return false
            case .set(let negated, let characters, let ranges):
                return (characters.contains(c) || ranges.contains { $0.contains(c) }) != negated
            }
        }
    }

    /// One `/`-separated piece of the pattern.
    private enum Segment {
        case name([Token])
        case folders
    }

    private let segments: [Segment]

    /// The pattern `glob`, matched from the root when `anchored`, else at any depth. Nil when it ends in
    /// a lone `\`, which quotes nothing.
    init?(_ glob: String, anchored: Bool) {
        guard let tokens = Self.tokens(glob) else { return nil }
        var segments: [Segment] = anchored ? [] : [.folders]
        for piece in tokens.split(separator: nil, omittingEmptySubsequences: false) {
            let name = piece.map { $0! }
            segments.append(name == [.star, .star] ? .folders : .name(name))
        }
        // At the end, `**` is everything inside the folder before it: one name or more.
        if case .folders = segments.last { segments.append(.name([.star])) }
        self.segments = segments
    }

    /// The pattern's tokens, nil for each `/`.
    private static func tokens(_ glob: String) -> [Token?]? {
        let characters = Array(glob)
        var tokens: [Token?] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            i += 1
            switch c {
            case "/": tokens.append(nil)
            case "*": tokens.append(.star)
            case "?": tokens.append(.any)
            case "\\":
                guard i < characters.count else { return nil }
                tokens.append(.character(characters[i]))
                i += 1
            case "[":
                if let (set, end) = set(characters, from: i) {
                    tokens.append(set)
                    i = end
                } else {
                    tokens.append(.character("["))
                }
            default: tokens.append(.character(c))
            }
        }
        return tokens
    }

    /// The class whose body starts at `start` (after its `[`) and the index after its `]`; nil when no
    /// `]` closes it within the name. A `]` first is one of its characters; `!` or `^` first negates it;
    /// `a-z` is a range.
    private static func set(_ characters: [Character], from start: Int) -> (Token, Int)? {
        var j = start
        let negated = j < characters.count && (characters[j] == "!" || characters[j] == "^")
        if negated { j += 1 }
        let bodyStart = j
        if j < characters.count, characters[j] == "]" { j += 1 }
        while j < characters.count, characters[j] != "]", characters[j] != "/" { j += 1 }
        guard j < characters.count, characters[j] == "]" else { return nil }
        let body = characters[bodyStart..<j]
        var members: [Character] = []
        var ranges: [ClosedRange<Character>] = []
        var k = body.startIndex
        while k < body.endIndex {
            if k + 2 < body.endIndex, body[k + 1] == "-", body[k] <= body[k + 2] {
                ranges.append(body[k]...body[k + 2])
                k += 3
            } else {
                members.append(body[k])
                k += 1
            }
        }
        return (.set(negated: negated, characters: members, ranges: ranges), j + 1)
    }

    /// Whether the path whose `/`-separated names are `names` matches.
    func matches(_ names: [[Character]]) -> Bool {
        Self.wildcard(
            segments.count, names.count, isStar: { if case .folders = segments[$0] { true } else { false } },
            matches: { p, n in
                guard case .name(let tokens) = segments[p] else { return false }
                return Self.matches(tokens, names[n])
            })
    }

    /// Whether the name pattern `tokens` matches `name`.
    private static func matches(_ tokens: [Token], _ name: [Character]) -> Bool {
        wildcard(tokens.count, name.count, isStar: { tokens[$0] == .star }, matches: { tokens[$0].matches(name[$1]) })
    }

    /// The two-pointer wildcard match of a pattern of `patternCount` positions against `subjectCount`
    /// items: a star position takes none or more items, any other exactly one when `matches` says so.
    /// On a mismatch the last star takes one item more; earlier stars need never take more, since the
    /// last one can absorb whatever they would have.
    private static func wildcard(_ patternCount: Int, _ subjectCount: Int, isStar: (Int) -> Bool, matches: (Int, Int) -> Bool) -> Bool {
        var p = 0
        var s = 0
        var star: (pattern: Int, subject: Int)?
        while s < subjectCount {
            if p < patternCount, isStar(p) {
                star = (p, s)
                p += 1
            } else if p < patternCount, matches(p, s) {
                p += 1
                s += 1
            } else if let last = star {
                star = (last.pattern, last.subject + 1)
                p = last.pattern + 1
                s = last.subject + 1
            } else {
                return false
            }
        }
        while p < patternCount, isStar(p) { p += 1 }
        return p == patternCount
    }
}
