import Geometry

/// The iterated function systems a spec may name: their maps (in the plane with y up), the shape
/// their copies are copies of, which levels are drawn, and the chaos game's weights where the classic
/// tables give them.
public enum IFSPreset: String, CaseIterable, Hashable, Sendable {
    case fern, maple, sierpinski
    case pythagorasTree = "pythagoras-tree"
    case dragon, vicsek
    case cantorDust = "cantor-dust"
    case hTree = "h-tree"

    public var maps: [Affine] {
        let t = AffineMaps.table
        let half = 0.5.squareRoot()
        switch self {
        case .fern:
            // Barnsley's fern.
            return [t(0, 0, 0, 0.16, 0, 0), t(0.85, 0.04, -0.04, 0.85, 0, 1.6), t(0.2, -0.26, 0.23, 0.22, 0, 1.6), t(-0.15, 0.28, 0.26, 0.24, 0, 0.44)]
        case .maple:
            return [
                t(0.14, 0.01, 0, 0.51, -0.08, -1.31), t(0.43, 0.52, -0.45, 0.5, 1.49, -0.75), t(0.45, -0.49, 0.47, 0.47, -1.62, -0.74),
                t(0.49, 0, 0, 0.51, 0.02, 1.62),
            ]
        case .sierpinski:
            return [Point(0, 0), Point(0.5, 0), Point(0.25, 3.0.squareRoot() / 4)].map { Affine.scale(0.5).then(.translate($0.x, $0.y)) }
        case .pythagorasTree:
            // Each square carries two, turned 45 degrees either way, on its top side.
            return [
                Affine.scale(half).then(.rotate(.degrees(45))).then(.translate(0, 1)),
                Affine.scale(half).then(.rotate(.degrees(-45))).then(.translate(0.5, 1.5)),
            ]
        case .dragon:
            // Heighway's dragon: z -> (1 + i) z / 2 and z -> 1 - (1 - i) z / 2.
            return [Affine.scale(half).then(.rotate(.degrees(45))), Affine.scale(half).then(.rotate(.degrees(135))).then(.translate(1, 0))]
        case .vicsek:
            return [(1.0, 0.0), (0, 1), (1, 1), (2, 1), (1, 2)].map { Affine.scale(1.0 / 3).then(.translate($0.0 / 3, $0.1 / 3)) }
        case .cantorDust:
            return [(0.0, 0.0), (2, 0), (0, 2), (2, 2)].map { Affine.scale(1.0 / 3).then(.translate($0.0 / 3, $0.1 / 3)) }
        case .hTree:
            // A bar carries a bar at each end, turned a right angle, centred on the end, 1/sqrt(2) as long.
            return [0.0, 1].map { end in Affine.translate(-0.5, 0).then(.scale(half)).then(.rotate(.degrees(90))).then(.translate(end, 0)) }
        }
    }

    /// The chaos game's weights, where the classic table gives them.
    public var weights: [Double]? {
        switch self {
        case .fern: [0.01, 0.85, 0.07, 0.07]
        case .maple: [0.1, 0.35, 0.35, 0.2]
        default: nil
        }
    }

    public var base: IFS.Base {
        switch self {
        case .sierpinski: .triangle
        case .dragon, .hTree: .line
        default: .square
        }
    }

    public var levels: IFS.Levels { self == .pythagorasTree || self == .hTree ? .all : .last }

    /// The depth drawn when the spec gives none: nil for the ferns, whose maps shrink at such different
    /// rates that they are divided down to a size ("auto").
    public var depth: Int? {
        switch self {
        case .fern, .maple: nil
        case .sierpinski: 6
        case .pythagorasTree, .hTree: 10
        case .dragon: 12
        case .vicsek: 4
        case .cantorDust: 5
        }
    }
}
