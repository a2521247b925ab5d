import Figures

enum TriangleKind {
    static var level: Field<Int> { .defaulted("level", Decoders.integer(SierpinskiTriangle.levelRange), 5, "recursion depth: 3^level triangles") }
    static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 0, "turn of every triangle about its centre") }

    static var kind: FigureKind {
        FigureKind("triangle", "the Sierpinski triangle: one child on top at half width, two below", level, angle) { _, level, angle in
            SierpinskiTriangle(level: level, angle: .degrees(angle))
        }
    }
}
