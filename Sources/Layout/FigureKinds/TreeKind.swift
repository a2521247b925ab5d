import Figures

enum TreeKind {
    static var step: FigureParameter<Double> {
        .number("step", Tree.stepRange, default: 6, "levels grown; a fraction grows the last level's branches by that fraction")
    }
    static var angle: FigureParameter<Double> { .angle("angle", default: 120, "turn of the outer branches from their parent's direction") }
    static var ratio: FigureParameter<Double> { .number("ratio", 0.05...1, default: 0.5, "each branch's length over its parent's") }
    static var branches: FigureParameter<Int> { .integer("branches", 1...6, default: 3, "branches per node, spread from -angle to +angle") }

    static let kind = FigureKind(
        name: "tree", summary: "the fractal tree, grown breadth first from below the cell's centre",
        parameters: [step.info, angle.info, ratio.info, branches.info]
    ) { reader in
        .tree(Tree(step: reader.read(step), angle: .degrees(reader.read(angle)), ratio: reader.read(ratio), branches: reader.read(branches)))
    }
}
