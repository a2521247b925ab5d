import Figures
import Geometry
import SpecReader

/// One map of an iterated function system as a spec writes it, with where: six numbers `[a, b, c, d, e, f]`
/// (x' = a x + b y + e, y' = c x + d y + f, y up) and a seventh, the chaos game's weight, or an object of
/// `scale`, `rotate` and `translate`, applied in that order, and a `weight`.
package struct IFSMap: Hashable, Sendable {
    package var map: Affine
    package var weight: Double?
    package var source: SpecLocation

    static let coefficient = Decoders.number(-1000...1000)
    static let chance = Decoders.number(0.001...1_000_000)

    package static var scale: Field<[Double]> {
        .defaulted(
            "scale",
            Decoders.union(
                "a number, or [x, y]", [(\.isNumber, coefficient.map { [$0, $0] }), (\.isArray, Decoders.array(coefficient, of: "number", count: 2...2))]),
            [1, 1], shown: "1", "how much the map scales, the same along x and y or [x, y] (a negative one mirrors)")
    }
    package static var rotate: Field<Double> { .defaulted("rotate", Decoders.degrees, 0, "the turn after scaling, in degrees counter-clockwise") }
    package static var translate: Field<[Double]> {
        .defaulted("translate", Decoders.array(coefficient, of: "number", count: 2...2), [0, 0], shown: "[0, 0]", "the move after turning, [x, y]")
    }
    package static var weight: Field<Double?> { .optional("weight", chance, "the chance the chaos game takes this map, over the others' weights") }

    static let object: ObjectDecoder<IFSMap> = ObjectDecoder(
        "IFSMap", "an affine map of the plane (y up): scaled, turned, then moved", scale, rotate, translate, weight
    ) { v, scale, rotate, translate, weight in
        let map = Affine.scale(scale[0], scale[1]).then(.rotate(.degrees(rotate))).then(.translate(translate[0], translate[1]))
        return IFSMap(map: map, weight: weight, source: SpecLocation(path: v.path, position: v.node.position))
    }

    static let table: ValueDecoder<IFSMap> = {
        let numbers = Decoders.array(coefficient, of: "number", count: 6...7)
        return ValueDecoder(
            "[a, b, c, d, e, f] or [a, b, c, d, e, f, weight]", schema: numbers.schema
        ) { node, path, d in
            guard let n = numbers.decode(node, path, d) else { return nil }
            if case .array(let items) = node.value, items.count == 7, chance.decode(items[6], path.appending(6), d) == nil { return nil }
            let map = AffineMaps.table(n[0], n[1], n[2], n[3], n[4], n[5])
            return IFSMap(map: map, weight: n.count == 7 ? n[6] : nil, source: SpecLocation(path: path, position: node.position))
        }
    }()

    package static let decoder = Decoders.union(
        "six numbers [a, b, c, d, e, f] (and a weight), or { \"scale\", \"rotate\", \"translate\" }", [(\.isArray, table), (\.isObject, object.decoder)])
}
