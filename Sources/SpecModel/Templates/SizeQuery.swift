import Geometry

/// A label size in the words of a search: "63.5x38.1", "63.5 x 38.1 mm", "50mm", "2.625x1in",
/// `2.625" x 1"`, "4 by 2 in". Two lengths are a label's width and height, in either order; one length
/// with its unit is either side. Lengths without a unit may be millimetres or inches; a number alone
/// ("5160") is a part number, not a size.
struct SizeQuery: Equatable {
    /// What the lengths may mean, in points: one or two sides each.
    var readings: [[Double]]

    /// How far a label's side may be from the size asked for: half a millimetre, sizes being rounded
    /// one way or another in makers' tables and gLabels' files.
    static let tolerance = 0.5 * 72 / 25.4

    /// Whether a label of `size` is of this size.
    func matches(_ size: Size) -> Bool {
        let near = { (a: Double, b: Double) in abs(a - b) <= Self.tolerance }
        return readings.contains { sides in
            sides.count == 1
                ? near(sides[0], size.width) || near(sides[0], size.height)
                : (near(sides[0], size.width) && near(sides[1], size.height)) || (near(sides[0], size.height) && near(sides[1], size.width))
        }
    }

    /// The sizes among `terms`, and the words that are not part of one.
    static func parse(_ terms: [String]) -> (sizes: [SizeQuery], words: [String]) {
        var sizes: [SizeQuery] = [], words: [String] = []
        var pieces: [(piece: Piece, word: String)] = []
        for word in terms.flatMap({ $0.split(whereSeparator: \.isWhitespace).map(String.init) }) {
            if let split = Piece.pieces(of: word) {
                pieces += split.map { ($0, word) }
            } else {
                words.append(word)
            }
        }
        var i = 0
        while i < pieces.count {
            guard case .number(let first) = pieces[i].piece else {
                if words.last != pieces[i].word { words.append(pieces[i].word) }
                i += 1
                continue
            }
            var units: [Double?] = [nil], numbers = [first], next = i + 1
            if next < pieces.count, case .unit(let unit) = pieces[next].piece {
                units[0] = unit
                next += 1
            }
            if next + 1 < pieces.count, case .by = pieces[next].piece, case .number(let second) = pieces[next + 1].piece {
                numbers.append(second)
                units.append(nil)
                next += 2
                if next < pieces.count, case .unit(let unit) = pieces[next].piece {
                    units[1] = unit
                    next += 1
                }
            }
            if numbers.count == 1, units[0] == nil {
                // A number alone: a part number.
                if words.last != pieces[i].word { words.append(pieces[i].word) }
                i += 1
                continue
            }
            let given = units.compactMap { $0 }
            let readings: [[Double]] =
                given.isEmpty
                ? [72 / 25.4, 72].map { unit in numbers.map { $0 * unit } }
                : [zip(numbers, units).map { $0 * ($1 ?? given[0]) }]
            sizes.append(SizeQuery(readings: readings))
            i = next
        }
        return (sizes, words)
    }

    /// A piece of a size: a number, a unit (in points), or what joins two lengths.
    private enum Piece {
        case number(Double)
        case unit(Double)
        case by

        static let units: [(String, Double)] = [
            ("inches", 72), ("inch", 72), ("in", 72), ("\"", 72), ("\u{2033}", 72), ("mm", 72 / 25.4), ("cm", 72 / 2.54), ("pt", 1),
        ]

        /// The pieces `word` is made of, or nil when it is not made of them alone.
        static func pieces(of word: String) -> [Piece]? {
            var rest = Substring(word.lowercased())
            var pieces: [Piece] = []
            while let c = rest.first {
                if c.isNumber || c == "." {
                    let digits = rest.prefix { $0.isNumber || $0 == "." }
                    guard let value = Double(digits), value > 0 else { return nil }
                    pieces.append(.number(value))
                    rest = rest.dropFirst(digits.count)
                } else if c == "x" || c == "\u{00D7}" || c == "*" {
                    pieces.append(.by)
                    rest = rest.dropFirst()
                } else if rest.hasPrefix("by") {
                    pieces.append(.by)
                    rest = rest.dropFirst(2)
                } else if let (name, points) = units.first(where: { rest.hasPrefix($0.0) }) {
                    pieces.append(.unit(points))
                    rest = rest.dropFirst(name.count)
                } else {
                    return nil
                }
            }
            return pieces
        }
    }
}
