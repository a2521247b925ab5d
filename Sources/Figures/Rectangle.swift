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
        RoundedRect(frame, cornerRadius: min(max(cornerRadius, 0), 0.5) * frame.minSide)?.path
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
