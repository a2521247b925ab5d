import Geometry
import Scene

/// A picture file placed in its frame: scaled to fit it (`contain`), to cover it (`cover`, the overflow
/// cut off), stretched to it (`fill`) or at its own size (`none`, a pixel to a point), set where
/// `alignment` says, seen through a clip shape, turned and faded as asked.
public struct Picture: Figure, Hashable {
    public enum Fit: String, Hashable, Sendable, CaseIterable {
        case contain, cover, fill, none
    }

    public enum Clip: String, Hashable, Sendable, CaseIterable {
        /// The frame itself: nothing shows outside it.
        case frame
        /// The circle inscribed in the frame.
        case circle
        /// The frame with corners rounded by `cornerRadius`.
        case rounded
        /// The Landmarks badge's hexagon, in the frame's centred square.
        case hexagon
    }

    public var source: ImageSource
    public var fit: Fit
    /// Where the picture sits in the frame when it does not fill it: unit coordinates, (0.5, 0.5) the centre.
    public var alignment: Point
    public var clip: Clip
    /// The rounded clip's corner radius over the frame's smaller side.
    public var cornerRadius: Double
    public var opacity: Double
    public var rotation: Angle

    public init(source: ImageSource, fit: Fit, alignment: Point, clip: Clip, cornerRadius: Double, opacity: Double, rotation: Angle) {
        self.source = source
        self.fit = fit
        self.alignment = alignment
        self.clip = clip
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.rotation = rotation
    }

    public var estimatedElements: Int { 1 }

    /// A picture fitted whole keeps its shape; one that covers or fills its frame takes all of it.
    public func shapeBox(in frame: Rect) -> Rect? { fit == .contain ? placement(in: frame) : nil }

    /// Where the whole picture goes for `frame`: its scaled size, placed by the alignment.
    public func placement(in frame: Rect) -> Rect {
        Self.placement(of: source.size, fit: fit, alignment: alignment, in: frame)
    }

    /// Where a picture of size `natural` goes in `frame` for `fit`, placed by `alignment`.
    public static func placement(of natural: Size, fit: Fit, alignment: Point, in frame: Rect) -> Rect {
        let size: Size =
            switch fit {
            case .fill: frame.size
            case .none: natural
            case .contain, .cover:
                {
                    let sx = frame.width / natural.width, sy = frame.height / natural.height
                    let scale = fit == .contain ? min(sx, sy) : max(sx, sy)
                    return Size(natural.width * scale, natural.height * scale)
                }()
            }
        return Rect(
            x: frame.minX + (frame.width - size.width) * alignment.x, y: frame.minY + (frame.height - size.height) * alignment.y,
            width: size.width, height: size.height)
    }

    /// The clip's outline for `frame`.
    public func clipPath(in frame: Rect) -> Path? {
        switch clip {
        case .frame: Path.rectangle(frame)
        case .circle: Disk(inscribedIn: frame)?.path
        case .rounded: Rectangle(cornerRadius: cornerRadius).path(in: frame)
        case .hexagon: Badge.hexagon(in: frame)
        }
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        [.image(PlacedImage(source: source, frame: placement(in: frame), rotation: rotation, clip: clipPath(in: frame), opacity: opacity))]
    }
}
