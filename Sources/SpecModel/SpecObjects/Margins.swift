import SpecReader

/// The space kept free inside the trim on each side.
package struct Margins: Hashable, Sendable {
    package var top, right, bottom, left: Double

    static let defaultSide = 36.0

    package init(all: Double) {
        (top, right, bottom, left) = (all, all, all, all)
    }

    package init(top: Double, right: Double, bottom: Double, left: Double) {
        (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
    }

    package static let side: ValueDecoder<Double> = Length.decoder(0...PageSetup.maximumSide / 2)

    package static var top: Field<Double> { .defaulted("top", side, defaultSide, shown: "36pt", "top margin") }
    package static var right: Field<Double> { .defaulted("right", side, defaultSide, shown: "36pt", "right margin") }
    package static var bottom: Field<Double> { .defaulted("bottom", side, defaultSide, shown: "36pt", "bottom margin") }
    package static var left: Field<Double> { .defaulted("left", side, defaultSide, shown: "36pt", "left margin") }

    package static let object: ObjectDecoder<Margins> = ObjectDecoder("Margins", "a margin per side", top, right, bottom, left) { _, top, right, bottom, left in
        Margins(top: top, right: right, bottom: bottom, left: left)
    }

    package static let decoder: ValueDecoder<Margins> = Decoders.union(
        "a length, or { \"top\": ..., \"right\": ..., \"bottom\": ..., \"left\": ... }",
        [
            ({ !$0.isObject }, side.map(Margins.init(all:))),
            ({ @Sendable in $0.isObject }, object.decoder),
        ])
}
