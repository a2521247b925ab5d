import Figures
import SpecReader

package enum RectangleKind {
    package static var cornerRadius: Field<Double> {
        .defaulted("cornerRadius", Decoders.number(0...0.5), 0, "corner radius over the frame's smaller side")
    }

    package static var kind: FigureKind {
        FigureKind("rect", "a rectangle filling its frame, for bands, panels and backgrounds", cornerRadius) { _, cornerRadius in
            Rectangle(cornerRadius: cornerRadius)
        }
    }
}
