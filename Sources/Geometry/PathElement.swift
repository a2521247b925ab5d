/// A verb of a `Path` with its points, as read back by iteration.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
}
