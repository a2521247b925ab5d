import Geometry
import Scene

/// An ellipse filling its frame: its axes the frame's width and height.
public struct Ellipse: Figure, Hashable {
    public init() {}

    public var estimatedElements: Int { 1 }

    public func paintArea(in frame: Rect) -> Rect { frame }

    /// The unit circle scaled to the frame's half-width and half-height about its centre.
    public func path(in frame: Rect) -> Path? {
        guard frame.size.width > 0, frame.size.height > 0 else { return nil }
        var builder = PathBuilder()
        builder.circle(center: .zero, radius: 1)
        let placed = Affine.scale(frame.size.width / 2, frame.size.height / 2).then(.translate(frame.center.x, frame.center.y))
        return builder.finish()?.transformed(by: placed)
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
