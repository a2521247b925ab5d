import Geometry
import SpecReader

/// Which point of an item its `at` places: one of its corners, the middle of a side, or its centre.
package enum Anchor: String, CaseIterable, Hashable, Sendable {
    case topLeft, top, topRight, left, center, right, bottomLeft, bottom, bottomRight

    /// The point in unit coordinates of the item's box: (0, 0) its top left, (0.5, 0.5) its centre.
    package var unitPoint: Point {
        let x: Double = [.topLeft, .left, .bottomLeft].contains(self) ? 0 : [.top, .center, .bottom].contains(self) ? 0.5 : 1
        let y: Double = [.topLeft, .top, .topRight].contains(self) ? 0 : [.left, .center, .right].contains(self) ? 0.5 : 1
        return Point(x, y)
    }
}
