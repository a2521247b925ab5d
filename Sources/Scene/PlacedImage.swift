import Geometry

/// A picture drawn on a page: the whole image stretched over `frame`, turned by `rotation` about the
/// frame's centre, seen through `clip` (in page points) at `opacity`.
public struct PlacedImage: Hashable, Sendable {
    public var source: ImageSource
    public var frame: Rect
    public var rotation: Angle
    public var clip: Path?
    public var opacity: Double

    public init(source: ImageSource, frame: Rect, rotation: Angle = .zero, clip: Path? = nil, opacity: Double = 1) {
        self.source = source
        self.frame = frame
        self.rotation = rotation
        self.clip = clip
        self.opacity = opacity
    }
}
