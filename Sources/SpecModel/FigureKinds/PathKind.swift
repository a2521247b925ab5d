import Figures
import Geometry
import SpecReader

package enum PathKind {
    /// SVG path data, read into an outline; a fault is reported with the character it is at.
    package static let outline: ValueDecoder<PathFigure> = {
        let what = "SVG path data, such as \"M 0 0 L 10 0 L 5 8 Z\""
        return ValueDecoder(what, schema: .object(["type": .string("string"), "maxLength": .number(Double(Decoders.maximumTextLength))])) { node, path, d in
            guard let text = Decoders.string.decode(node, path, d) else { return nil }
            do throws(SVGPathData.Failure) {
                return PathFigure(data: text, outline: try SVGPathData.path(text))
            } catch {
                d.error("at character \(error.offset + 1) of the path data: \(error.message)", at: node, path)
                return nil
            }
        }
    }()

    package static var d: Field<PathFigure> {
        .defaulted(
            "d", outline, PathFigure(data: heart, outline: try! SVGPathData.path(heart)), shown: "a heart",
            "the outline as SVG path data (M L H V C S Q T A Z, absolute or relative), scaled to fit the frame")
    }

    /// The outline drawn when none is given.
    private static let heart = "M 10 30 A 20 20 0 0 1 50 30 A 20 20 0 0 1 90 30 Q 90 60 50 90 Q 10 60 10 30 Z"

    package static var kind: FigureKind {
        FigureKind("path", "an outline from SVG path data, fitted to its frame", d) { _, figure in figure }
    }
}
