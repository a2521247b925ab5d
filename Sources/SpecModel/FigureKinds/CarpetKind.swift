import Figures
import Geometry
import SpecReader

package enum CarpetKind {
    package static var level: Field<Depth<Int>> {
        .depth(
            "level", Decoders.integer(Carpet.levelRange), 3, shown: "3",
            "recursion depth: 8^level squares; \"auto\": the deepest whose finest detail is at least 1 px (PNG) or 0.1 mm (PDF, SVG)")
    }
    package static var angle: Field<Double> { .defaulted("angle", Decoders.degrees, 0, "turn of every square about its centre") }
    package static var gap: Field<Double> { .defaulted("gap", Decoders.number(0...0.9), 0, "fraction of each cell left empty around its content") }
    package static var leaf: Field<Leaf> {
        .defaulted(
            "leaf", Decoders.choice(of: Leaf.self), .circle,
            "how each square sits in its cell: inscribed in the cell's circle (\"circle\", the original), or filling it (\"cell\": the textbook carpet, eight ninths of its square kept at every level)"
        )
    }

    package static var kind: FigureKind {
        FigureKind(
            "carpet",
            "the Sierpinski carpet: 3x3 recursion without the centre, 8^level squares, each inscribed in its cell's circle so turned leaves never overlap, or filling its cell",
            level, angle, gap, leaf
        ) { _, level, angle, gap, leaf in
            AutomaticDepth.figure(level, parameter: "level", shallowest: Carpet.levelRange.lowerBound) {
                Carpet(level: $0, angle: .degrees(angle), gap: gap, leaf: leaf)
            }
        }
    }
}
