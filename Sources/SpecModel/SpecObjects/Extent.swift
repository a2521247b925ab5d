import SpecReader

/// A distance inside a cell: a length, or a share of the cell's width or height ("50%").
package enum Extent: Hashable, Sendable {
    case points(Double)
    case share(Double)

    /// The distance in points along a side `side` points long.
    package func resolved(along side: Double) -> Double {
        switch self {
        case .points(let p): p
        case .share(let s): s * side
        }
    }

    static let expectation = "a length, or a share of the cell such as \"50%\""

    /// A length from 0 up to the largest page side, or a percentage from 0 to 1000.
    package static let decoder: ValueDecoder<Extent> = {
        let length = Length.decoder(0...PageSetup.maximumSide)
        return Decoders.union(
            expectation,
            [
                ({ @Sendable in if case .string(let s) = $0.value { s.trimmingSpaces.hasSuffix("%") } else { false } }, percent),
                ({ _ in true }, length.map { Extent.points($0) }),
            ])
    }()

    private static let percent: ValueDecoder<Extent> = ValueDecoder(
        "a percentage from 0% to 1000%", schema: .object(["type": .string("string"), "pattern": .string("^ *[0-9]+(\\.[0-9]+)? *% *$")])
    ) {
        node, path, d in
        guard case .string(let s) = node.value, let value = Double(s.trimmingSpaces.dropLast().trimmingSpaces), (0...1000).contains(value) else {
            d.expected("a percentage from 0% to 1000%", at: node, path)
            return nil
        }
        return .share(value / 100)
    }

    /// Two extents, [x, y] or [width, height].
    package static let pair: ValueDecoder<[Extent]> = Decoders.array(decoder, of: "length or share", count: 2...2)
}
