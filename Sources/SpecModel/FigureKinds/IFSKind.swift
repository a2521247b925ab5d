import Figures
import Geometry
import SpecReader

package enum IFSKind {
    /// How an IFS is drawn.
    package enum Mode: String, CaseIterable, Sendable {
        case copies, chaos
    }

    package static var preset: Field<IFSPreset> {
        .defaulted("preset", Decoders.choice(of: IFSPreset.self), .fern, "the system whose maps, base, levels and depth the keys left out take")
    }
    package static var maps: Field<[IFSMap]?> {
        .optional(
            "maps", Decoders.array(IFSMap.decoder, of: "map", count: 1...64),
            "the affine maps, each [a, b, c, d, e, f] or { \"scale\", \"rotate\", \"translate\" } (default: the preset's)")
    }
    package static var base: Field<IFS.Base?> {
        .optional(
            "base", Decoders.choice(of: IFS.Base.self),
            "the shape the copies are copies of, in the unit square: a filled square or triangle, or a stroked line (default: the preset's)")
    }
    package static var levels: Field<IFS.Levels?> {
        .optional(
            "levels", Decoders.choice(of: IFS.Levels.self),
            "the copies drawn: the last level's (\"last\") or every level's (\"all\", the trees) (default: the preset's)")
    }
    package static var depth: Field<Depth<Int>?> {
        .optional(
            "depth", Depth.decoder(Decoders.integer(IFS.depthRange)),
            "levels of copies: m^depth copies of m maps (default: the preset's); \"auto\": every branch divided until its copies are under 1 px (PNG) or 0.1 mm (PDF, SVG)"
        )
    }
    package static var colors: Field<IFS.Colors> {
        .defaulted(
            "colors", Decoders.choice(of: IFS.Colors.self), .ink,
            "the copies' colours: the cell's paint (\"ink\"), the palette by level (\"depth\") or by the map each part comes from (\"map\")")
    }
    package static var mode: Field<Mode> {
        .defaulted("mode", Decoders.choice(of: Mode.self), .copies, "\"copies\" of the base shape, as vectors, or the \"chaos\" game's dots (suits PNG)")
    }
    package static var points: Field<Int> { .defaulted("points", Decoders.integer(ChaosGame.pointRange), 100_000, "the chaos game's dots") }
    package static var seed: Field<Int> {
        .defaulted("seed", Decoders.integer(0...(1 << 53)), 1, "the chaos game's choices: the same seed draws the same dots")
    }
    package static var dot: Field<Double> { .defaulted("dot", Decoders.number(0.0001...0.05), 0.002, "a chaos game's dot's side over the cell's smaller side") }

    package static let details = """
        The maps work in the plane with y up (as IFS tables write them): `[a, b, c, d, e, f]` maps (x, y) to \
        (a x + b y + e, c x + d y + f); an object scales, then turns counter-clockwise, then moves. The copies \
        of the base (a unit square, the triangle on its bottom side, or the line along it) under every \
        composition of `depth` maps are drawn and fitted to the cell by one scale. Every map must shrink (its \
        longest stretch under 1) unless `depth` is a whole number: otherwise the copies would never get \
        smaller. The chaos game moves a point by a map chosen at random, weighted by the maps' weights (by \
        default their areas, at least a hundredth of the largest), 100,000 times by default, and draws a dot \
        where it lands: a PNG shows it best, as a vector page holds every dot.
        """

    package static var kind: FigureKind {
        FigureKind(
            "ifs",
            "an iterated function system: a preset (fern, maple, Sierpinski, Pythagoras tree, dragon, Vicsek, Cantor dust, H-tree) or affine maps of your own, drawn as copies of a base shape down to a depth or a size, or by the chaos game",
            details: details, preset, maps, base, levels, depth, colors, mode, points, seed, dot
        ) { v, preset, written, base, levels, depth, colors, mode, points, seed, dot -> (any Figure)? in
            let maps = written?.map(\.map) ?? preset.maps
            let chosenDepth = depth ?? preset.depth.map { .fixed($0) } ?? .automatic(SpecLocation(path: v.path, position: v.node.position))
            if mode == .chaos || !chosenDepth.isFixed, let written {
                for map in written where AffineMaps.stretch(map.map) >= 1 {
                    let stretch = SpecNode.format((AffineMaps.stretch(map.map) * 1000).rounded() / 1000)
                    v.diagnostics.error(
                        "this map does not shrink (it stretches lengths by up to \(stretch)): its copies would never get smaller; give every map a stretch under 1\(mode == .chaos ? "" : ", or a whole number depth")",
                        at: map.source.position, map.source.path)
                }
                if written.contains(where: { AffineMaps.stretch($0.map) >= 1 }) { return nil }
            }
            if mode == .chaos {
                let weights =
                    written.flatMap { maps in maps.allSatisfy { $0.weight != nil } ? maps.compactMap(\.weight) : nil }
                    ?? (written == nil ? preset.weights : nil)
                return ChaosGame(maps: maps, weights: weights ?? ChaosGame.weights(of: maps), points: points, seed: UInt64(seed), dot: dot, colors: colors)
            }
            let figure = IFS(maps: maps, base: base ?? preset.base, levels: levels ?? preset.levels, depth: 0, colors: colors)
            return AutomaticDepth.figure(chosenDepth, parameter: "depth", shallowest: IFS.depthRange.lowerBound) { figure.drawn(toDepth: $0) }
        }
    }
}
