import Figures

enum TriangleKind {
    static var level: FigureParameter<Int> { .integer("level", SierpinskiTriangle.levelRange, default: 5, "recursion depth: 3^level triangles") }
    static var angle: FigureParameter<Double> { .angle("angle", default: 0, "turn of every triangle about its centre") }

    static let kind = FigureKind(
        name: "triangle", summary: "the Sierpinski triangle: one child on top at half width, two below",
        parameters: [level.info, angle.info]
    ) { reader in
        .triangle(SierpinskiTriangle(level: reader.read(level), angle: .degrees(reader.read(angle))))
    }
}
