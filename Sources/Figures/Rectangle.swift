import Geometry
import Scene

/// A rectangle filling its whole frame, with optionally rounded corners: bands, panels, backgrounds.
public struct Rectangle: Figure, Hashable {
    /// The corners' radius as a fraction of the frame's smaller side (0.5 makes the short sides round).
    public var cornerRadius: Double

    public init(cornerRadius: Double) {
        self.cornerRadius = cornerRadius
    }

    public var estimatedElements: Int { 1 }

    public func paintArea(in frame: Rect) -> Rect { frame }

    public func path(in frame: Rect) -> Path? {
        let r = min(max(cornerRadius, 0), 0.5) * frame.minSide
        var builder = PathBuilder()
        guard r > 0 else {
            builder.rect(frame)
            return builder.finish()
        }
        let corners = [
            (Point(frame.maxX - r, frame.minY + r), -90.0), (Point(frame.maxX - r, frame.maxY - r), 0),
            (Point(frame.minX + r, frame.maxY - r), 90), (Point(frame.minX + r, frame.minY + r), 180),
        ]
        for (center, start) in corners {
            builder.arc(center: center, radius: r, start: .degrees(start), sweep: .degrees(90))
        }
        builder.close()
        return builder.finish()
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
