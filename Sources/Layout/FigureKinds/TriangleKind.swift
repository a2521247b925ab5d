import Figures
import SpecReader

enum TriangleKind {
    static var level: Field<Int> { .defaulted("level", Decoders.integer(SierpinskiTriangle.levelRange), 5, "recursion depth: 3^level triangles") }
    static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 0, "turn of every triangle about its centre") }

    static var kind: FigureKind {
        FigureKind("triangle", "the Sierpinski triangle: 3^level triangles, vertex up, one child on top at half width and two below, each inscribed in its cell's circle", level, angle) { _, level, angle in
            SierpinskiTriangle(level: level, angle: .degrees(angle))
        }
    }
}
