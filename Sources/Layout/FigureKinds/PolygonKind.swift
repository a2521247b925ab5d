import Figures

enum PolygonKind {
    static var sides: Field<Int> { .defaulted("sides", Decoders.integer(Polygon.sidesRange), 6, "number of sides") }
    static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 0, "turn of the first vertex from +x, clockwise") }

    static var kind: FigureKind {
        FigureKind("polygon", "a regular polygon inscribed in its cell's circle", fields: [sides.info, angle.info]) { v in
            .polygon(Polygon(sides: v[sides]!, angle: .degrees(v[angle]!)))
        }
    }
}
