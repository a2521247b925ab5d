import Figures
import Geometry
import SpecReader

package enum StarKind {
    package static var points: Field<Int> { .defaulted("points", Decoders.integer(Star.pointsRange), 5, "number of points") }
    package static var innerRatio: Field<Double> {
        .defaulted("innerRatio", Decoders.number(0.05...1), 0.5, "radius of the corners between the points over the points' radius")
    }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, -90, "turn of the first point from +x, clockwise (-90: up)") }

    package static var kind: FigureKind {
        FigureKind("star", "a star inscribed in its cell's circle", points, innerRatio, angle) { _, points, innerRatio, angle in
            Star(points: points, innerRatio: innerRatio, angle: .degrees(angle))
        }
    }
}
