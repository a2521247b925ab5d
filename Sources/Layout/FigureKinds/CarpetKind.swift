import Figures

enum CarpetKind {
    static var level: FigureParameter<Int> { .integer("level", Carpet.levelRange, default: 3, "recursion depth: 8^level squares") }
    static var angle: FigureParameter<Double> { .angle("angle", default: 0, "turn of every square about its centre") }
    static var gap: FigureParameter<Double> { .number("gap", 0...0.9, default: 0, "fraction of each cell left empty around its content") }

    static let kind = FigureKind(
        name: "carpet", summary: "the Sierpinski carpet: 3x3 recursion without the centre",
        parameters: [level.info, angle.info, gap.info]
    ) { reader in
        .carpet(Carpet(level: reader.read(level), angle: .degrees(reader.read(angle)), gap: reader.read(gap)))
    }
}
