import Figures
import Geometry

enum BounceKind {
    static var direction: FigureParameter<String> {
        .choice("direction", Bounce.Direction.allCases.map(\.rawValue), default: "topRight", "the first leg's direction, at 45 degrees")
    }
    static var start: FigureParameter<Point> {
        FigureParameter(
            name: "start", accepts: "[x, y], each 0...1", defaultText: "[0.2, 0.7]", summary: "where the symbol starts, in unit coordinates of the cell",
            fallback: Point(0.2, 0.7), decode: decodeUnitPoint)
    }
    static var bounces: FigureParameter<Int> { .integer("bounces", 0...500, default: 8, "how many walls the symbol hits") }
    static var symbol: FigureParameter<String> { .choice("symbol", ["polygon", "mountain"], default: "polygon", "what moves: a polygon or the badge's mountain") }
    static var sides: FigureParameter<Int> { .integer("sides", 3...12, default: 3, "the polygon symbol's sides") }
    static var size: FigureParameter<Double> { .number("size", 0.01...0.5, default: 0.1, "the symbol's size over the cell's smaller side") }
    static var rotationSpeed: FigureParameter<Double> { .number("rotationSpeed", 0.05...100, default: 2, "seconds per full turn of the symbol") }
    static var velocity: FigureParameter<Double> { .number("velocity", 0.01...100, default: 0.5, "speed in cell sides per second") }
    static var copies: FigureParameter<Int> { .integer("copies", 0...500, default: 16, "symbols drawn along the path at equal time steps") }
    static var seed: FigureParameter<Int> { .integer("seed", 0...(1 << 53), default: 1, "chooses each leg's spin direction") }

    static let kind = FigureKind(
        name: "bounce", summary: "a symbol's path at 45 degrees, reflecting off the cell's walls, with rotated copies",
        parameters: [direction.info, start.info, bounces.info, symbol.info, sides.info, size.info, rotationSpeed.info, velocity.info, copies.info, seed.info]
    ) { reader in
        let shape: Bounce.Symbol = reader.read(symbol) == "mountain" ? .mountain : .polygon(sides: reader.read(sides))
        return .bounce(Bounce(
            direction: Bounce.Direction(rawValue: reader.read(direction)) ?? .topRight, start: reader.read(start),
            bounces: reader.read(bounces), symbol: shape, size: reader.read(size), rotationSpeed: reader.read(rotationSpeed),
            velocity: reader.read(velocity), copies: reader.read(copies), seed: UInt64(reader.read(seed))))
    }

    private static func decodeUnitPoint(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Point? {
        guard case .array(let items) = node.value, items.count == 2 else {
            d.expected("[x, y] with each from 0 to 1", at: node, path)
            return nil
        }
        let unit = Decode.number(in: 0...1)
        guard let x = unit(items[0], path.appending(0), d), let y = unit(items[1], path.appending(1), d) else { return nil }
        return Point(x, y)
    }
}
