import Figures
import SpecReader

/// A rectangle whose corners are rounded unless told otherwise: a `rect` with a radius by default, under
/// the name badge and card designers look for.
package enum RoundedRectangleKind {
    package static var cornerRadius: Field<Double> {
        .defaulted("cornerRadius", Decoders.number(0...0.5), 0.15, shown: "0.15", "corner radius over the frame's smaller side")
    }

    package static var kind: FigureKind {
        FigureKind("roundedRect", "a rectangle with rounded corners filling its frame, for panels, badges and cards", cornerRadius) { _, cornerRadius in
            Rectangle(cornerRadius: cornerRadius)
        }
    }
}
