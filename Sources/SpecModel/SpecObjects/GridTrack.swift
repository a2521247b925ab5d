import SpecReader

/// The size of one row or column of a grid, as Typst and CSS grids write it: a length, `"auto"` (as
/// large as its texts need at their size; a track of figures takes a share of what is left), or a share
/// of the room the lengths and automatic tracks leave, `"2fr"`. A grid given a count of tracks chooses
/// their sizes (`chosen`): a row of texts alone is `auto`, any other track `1fr`.
package enum GridTrack: Hashable, Sendable {
    case length(Double)
    case auto
    case fraction(Double)
    case chosen

    /// The most shares a track may take.
    static let maximumFraction = 1_000.0

    static let expectation = "a track size: a length, \"auto\" or a share such as \"2fr\""

    /// A track size: a length, "auto" or "Nfr".
    package static var decoder: ValueDecoder<GridTrack> {
        let length = Length.decoder(0...PageSetup.maximumSide)
        let schema = JSONValue.object([
            "anyOf": .array([length.schema, .object(["const": .string("auto")]), .object(["type": .string("string"), "pattern": .string(" *[0-9.]+ *fr *$")])])
        ])
        return ValueDecoder(expectation, schema: schema, definitions: length.definitions) { node, path, d in
            guard case .string(let written) = node.value else { return length.decode(node, path, d).map(GridTrack.length) }
            let text = written.trimmingSpaces
            if text == "auto" { return .auto }
            guard text.hasSuffix("fr") else { return length.decode(node, path, d).map(GridTrack.length) }
            let number = text.dropLast(2).trimmingSpaces
            guard number.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let share = Length.points(String(number)), share > 0, share <= maximumFraction else {
                d.error("expected a share from above 0fr to \(Int(maximumFraction))fr, found \(node.kindDescription)", at: node, path)
                return nil
            }
            return .fraction(share)
        }
    }

    /// A count of tracks whose sizes the grid chooses, or the size of each: what `columns` and `rows` take.
    static func countOrSizes(_ noun: String, maximum: Int) -> ValueDecoder<[GridTrack]> {
        Decoders.union(
            "a number of \(noun)s, or an array of their sizes (lengths, \"auto\", shares such as \"1fr\")",
            [
                ({ !$0.isArray }, Decoders.integer(1...maximum).map { Array(repeating: GridTrack.chosen, count: $0) }),
                ({ @Sendable in $0.isArray }, Decoders.array(decoder, of: "track size", count: 1...maximum)),
            ])
    }
}
