import Figures
import Geometry
import SpecReader

package enum TriangleKind {
    package static var level: Field<Depth<Int>> {
        .depth(
            "level", Decoders.integer(SierpinskiTriangle.levelRange), 5, shown: "5",
            "recursion depth: 3^level triangles; \"auto\": the deepest whose finest detail is at least 1 px (PNG) or 0.1 mm (PDF, SVG)")
    }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 0, "turn of every triangle about its centre") }
    package static var leaf: Field<Leaf> {
        .defaulted(
            "leaf", Decoders.choice(of: Leaf.self), .circle,
            "how each triangle sits in its square cell: a regular triangle inscribed in the cell's circle (\"circle\", the original), or filling it, base on the cell's bottom and apex at its top (\"cell\": the textbook triangle, whose leaves meet at their corners)"
        )
    }

    package static var kind: FigureKind {
        FigureKind(
            "triangle",
            "the Sierpinski triangle: 3^level triangles, vertex up, one child on top at half width and two below, each inscribed in its cell's circle or filling its cell",
            level, angle, leaf
        ) { _, level, angle, leaf in
            AutomaticDepth.figure(level, parameter: "level", shallowest: SierpinskiTriangle.levelRange.lowerBound) {
                SierpinskiTriangle(level: $0, angle: .degrees(angle), leaf: leaf)
            }
        }
    }
}
