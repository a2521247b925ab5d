import Figures

enum PolygonKind {
    static var sides: FigureParameter<Int> { .integer("sides", Polygon.sidesRange, default: 6, "number of sides") }
    static var angle: FigureParameter<Double> { .angle("angle", default: 0, "turn of the first vertex from +x, clockwise") }

    static let kind = FigureKind(
        name: "polygon", summary: "a regular polygon inscribed in its cell's circle",
        parameters: [sides.info, angle.info]
    ) { reader in
        .polygon(Polygon(sides: reader.read(sides), angle: .degrees(reader.read(angle))))
    }
}
