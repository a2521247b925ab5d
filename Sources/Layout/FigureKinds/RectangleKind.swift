import Figures
import SpecReader

enum RectangleKind {
    static var cornerRadius: Field<Double> {
        .defaulted("cornerRadius", Decoders.number(0...0.5), 0, "corner radius over the frame's smaller side")
    }

    static var kind: FigureKind {
        FigureKind("rect", "a rectangle filling its frame, for bands, panels and backgrounds", cornerRadius) { _, cornerRadius in
            Rectangle(cornerRadius: cornerRadius)
        }
    }
}
