import Figures
import Geometry
import SpecReader

package enum LineKind {
    private static let share: ValueDecoder<[Double]> = Decoders.array(Decoders.number(0...1), of: "number", count: 2...2)
    package static var from: Field<[Double]> {
        .defaulted("from", share, [0, 0.5], shown: "[0, 0.5]", "where the line starts: [x, y] as shares of the frame, [0, 0] its top left corner")
    }
    package static var to: Field<[Double]> { .defaulted("to", share, [1, 0.5], shown: "[1, 0.5]", "where the line ends, as `from`") }
    package static var width: Field<Double> {
        .defaulted("width", Length.decoder(0.01...1000), 2, shown: "2pt", "the pen's width when the cell gives no stroke (a stroke's lineWidth wins)")
    }
    package static var arrows: Field<Line.Arrows> {
        .defaulted("arrows", Decoders.choice(of: Line.Arrows.self), .none, shown: "\"none\"", "arrow heads: at the start, the end, both or none")
    }

    package static var kind: FigureKind {
        FigureKind("line", "a straight line across its frame, with arrow heads when asked", from, to, width, arrows) { _, from, to, width, arrows in
            Line(from: Point(from[0], from[1]), to: Point(to[0], to[1]), width: width, arrows: arrows)
        }
    }
}
