import Geometry
import Scene

/// A circle inscribed in its frame: centred, its diameter the frame's smaller side.
public struct Circle: Figure, Hashable {
    public init() {}

    public var estimatedElements: Int { 1 }

    public func path(in frame: Rect) -> Path? {
        Disk(inscribedIn: frame)?.path
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        style.shape(path(in: frame))
    }
}
