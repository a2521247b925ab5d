import Figures
import Geometry
import Imaging
import SpecReader

package enum BounceKind {
    /// What moves, as the spec names it.
    package enum SymbolName: String, CaseIterable {
        case polygon, mountain, image
    }

    package static var direction: Field<Bounce.Direction> {
        .defaulted("direction", Decoders.choice(of: Bounce.Direction.self), .topRight, "the first leg's direction, at 45 degrees")
    }
    package static var start: Field<[Double]> {
        .defaulted(
            "start", Decoders.array(Decoders.number(0...1), of: "number", count: 2...2), [0.4, 0.5], shown: "[0.4, 0.5]",
            "where the symbol's centre starts, [x, y] in unit coordinates of the area it moves in (the cell, or the cell less half the symbol when contained)")
    }
    package static var bounces: Field<Int> { .defaulted("bounces", Decoders.integer(0...500), 8, "how many walls the symbol hits") }
    package static var symbol: Field<SymbolName> {
        .defaulted("symbol", Decoders.choice(of: SymbolName.self), .polygon, "what moves: a polygon, the badge's mountain or the picture `image`")
    }
    package static var image: Field<String?> {
        .optional(
            "image", Decoders.string, "the picture that moves with symbol \"image\" (PNG, JPEG, WebP or SVG beside the spec), contained in the symbol's square")
    }
    package static var sides: Field<Int> { .defaulted("sides", Decoders.integer(3...12), 3, "the polygon symbol's sides") }
    package static var size: Field<Double> { .defaulted("size", Decoders.number(0.01...0.5), 0.1, "the symbol's size over the cell's smaller side") }
    package static var rotationSpeed: Field<Double> { .defaulted("rotationSpeed", Decoders.number(0.05...100), 2, "seconds per full turn of the symbol") }
    package static var velocity: Field<Double> { .defaulted("velocity", Decoders.number(0.01...100), 0.5, "speed in cell sides per second") }
    package static var copies: Field<Int> { .defaulted("copies", Decoders.integer(0...500), 16, "symbols drawn along the path at equal time steps") }
    package static var seed: Field<Int> { .defaulted("seed", Decoders.integer(0...(1 << 53)), 1, "chooses the spin's direction, once for the whole path") }
    package static var contained: Field<Bool> {
        .defaulted(
            "contained", Decoders.bool, false,
            "false: as the original, the symbol's centre reaches the walls (half of it cut off there); true: its edge does, keeping it whole inside the cell")
    }
    package static var time: Field<Double?> {
        .optional("time", Decoders.number(0...1e6), "show one moment, in seconds: the path so far and the symbol there (for frames)")
    }

    package static var kind: FigureKind {
        FigureKind(
            "bounce", "a symbol moving at 45 degrees and reflecting off the cell's walls, with turned copies at equal time steps",
            direction, start, bounces, symbol, image, sides, size, rotationSpeed, velocity, copies, seed, contained, time
        ) { v, direction, start, bounces, symbolName, image, sides, size, rotationSpeed, velocity, copies, seed, contained, time -> Bounce? in
            let symbol: Bounce.Symbol
            switch (symbolName, image) {
            case (.polygon, nil): symbol = .polygon(sides: sides)
            case (.mountain, nil): symbol = .mountain
            case (.image, let image?):
                do throws(ImageError) {
                    symbol = .image(try ImageLibrary.picture(image, v.diagnostics))
                } catch {
                    v.error(error.message, at: Self.image)
                    return nil
                }
            case (.image, nil):
                v.error("symbol \"image\" needs the picture that moves: add \"image\": \"logo.png\"", at: Self.symbol)
                return nil
            case (_, .some):
                v.error("\"image\" is the picture of symbol \"image\"; this bounce's symbol is \"\(symbolName.rawValue)\"", at: Self.image)
                return nil
            }
            return Bounce(
                direction: direction, start: Point(start[0], start[1]), bounces: bounces, symbol: symbol, size: size, rotationSpeed: rotationSpeed,
                velocity: velocity, copies: copies, seed: UInt64(seed), contained: contained, time: time)
        }
    }
}
