import Figures
import SpecReader

package enum EllipseKind {
    package static var kind: FigureKind {
        FigureKind("ellipse", "an ellipse filling its frame, its axes the frame's width and height") { _ in
            Ellipse()
        }
    }
}
