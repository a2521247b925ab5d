import Figures
import Geometry
import SpecReader

package enum TreeKind {
    package static var step: Field<Depth<Double>> {
        .depth(
            "step", Decoders.number(Tree.stepRange), 6, shown: "6",
            "levels grown; a fraction grows the last level's branches by that fraction; \"auto\": the most whole levels whose last branches are at least 1 px (PNG) or 0.1 mm (PDF, SVG) long"
        )
    }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 120, "turn of the outer branches from their parent's direction") }
    package static var ratio: Field<Double> { .defaulted("ratio", Decoders.number(0.05...1), 0.5, "each branch's length over its parent's") }
    package static var branches: Field<Int> { .defaulted("branches", Decoders.integer(1...6), 3, "branches per node, spread from -angle to +angle") }
    package static var fit: Field<FigureFit> {
        .defaulted(
            "fit", Decoders.choice(of: FigureFit.self), .cell,
            "a tree whose branches would leave its cell (a long ratio, a narrow angle) is scaled into it (\"cell\"), or keeps the original's framing and spills (\"original\", with a warning)"
        )
    }

    package static var kind: FigureKind {
        FigureKind(
            "tree",
            "the fractal tree, grown breadth first from below the cell's centre, scaled into its cell when its branches would leave it; a fractional step grows the last level by the fraction",
            step, angle, ratio, branches, fit
        ) { v, step, angle, ratio, branches, fit in
            // "auto" grows as deep as shows: judged at the deepest a tree may be.
            let levels = if case .fixed(let value) = step { value } else { Tree.stepRange.upperBound }
            let spills = Tree(step: levels, angle: .degrees(angle), ratio: ratio, branches: branches).fitting(in: Rect(x: 0, y: 0, width: 1, height: 1)) != nil
            if fit == .original, spills, let place = v.place(of: Self.fit) {
                v.diagnostics.warning(
                    "the tree reaches outside its cell, over its neighbours: leave out \"fit\" to scale it into the cell", at: place.position, place.path)
            }
            return AutomaticDepth.figure(step, parameter: "step", shallowest: Tree.stepRange.lowerBound) {
                Tree(step: $0, angle: .degrees(angle), ratio: ratio, branches: branches, staysInFrame: fit == .cell)
            }
        }
    }
}
