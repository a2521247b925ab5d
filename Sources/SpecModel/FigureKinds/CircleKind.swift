import Figures
import SpecReader

package enum CircleKind {
    package static var kind: FigureKind {
        FigureKind("circle", "a circle inscribed in its frame: a dot, a ring (with a stroke and no fill), a round photo's border") { _ in
            Circle()
        }
    }
}
