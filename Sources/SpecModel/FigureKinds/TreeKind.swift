import Figures
import SpecReader

package enum TreeKind {
    package static var step: Field<Depth<Double>> {
        .depth(
            "step", Decoders.number(Tree.stepRange), 6, shown: "6",
            "levels grown; a fraction grows the last level's branches by that fraction; \"auto\": the most whole levels whose last branches are at least 1 px (PNG) or 0.1 mm (PDF, SVG) long")
    }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 120, "turn of the outer branches from their parent's direction") }
    package static var ratio: Field<Double> { .defaulted("ratio", Decoders.number(0.05...1), 0.5, "each branch's length over its parent's") }
    package static var branches: Field<Int> { .defaulted("branches", Decoders.integer(1...6), 3, "branches per node, spread from -angle to +angle") }

    package static var kind: FigureKind {
        FigureKind("tree", "the fractal tree, grown breadth first from below the cell's centre; a fractional step grows the last level by the fraction", step, angle, ratio, branches) { _, step, angle, ratio, branches in
            AutomaticDepth.figure(step, parameter: "step", shallowest: Tree.stepRange.lowerBound) { Tree(step: $0, angle: .degrees(angle), ratio: ratio, branches: branches) }
        }
    }
}
