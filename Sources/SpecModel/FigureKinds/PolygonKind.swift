import Figures
import Geometry
import SpecReader

package enum PolygonKind {
    package static var sides: Field<Int> { .defaulted("sides", Decoders.integer(Polygon.sidesRange), 6, "number of sides") }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 0, "turn of the first vertex from +x, clockwise") }

    package static var kind: FigureKind {
        FigureKind("polygon", "a regular polygon inscribed in its cell's circle", sides, angle) { _, sides, angle in
            Polygon(sides: sides, angle: .degrees(angle))
        }
    }
}
