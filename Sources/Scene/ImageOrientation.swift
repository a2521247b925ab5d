import Geometry

/// How a photo's stored pixels are turned to stand upright, as its EXIF orientation tag says (1 to 8):
/// cameras store the sensor's rows as they came and record the turn, and viewers apply it.
public enum ImageOrientation: Int, Hashable, Sendable, CaseIterable {
    case upright = 1
    case mirrored = 2
    case upsideDown = 3
    case upsideDownMirrored = 4
    case transposed = 5
    case turnedClockwise = 6
    case transverse = 7
    case turnedCounterclockwise = 8

    /// Whether the upright picture's width is the stored height.
    public var swapsSides: Bool { rawValue >= 5 }

    /// The upright size of a picture stored as `stored`.
    public func upright(_ stored: Size) -> Size {
        swapsSides ? Size(stored.height, stored.width) : stored
    }

    /// Maps a stored pixel position to its upright position, for a picture stored `w` x `h` pixels.
    public func transform(storedWidth w: Double, height h: Double) -> Affine {
        switch self {
        case .upright: .identity
        case .mirrored: Affine(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .upsideDown: Affine(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .upsideDownMirrored: Affine(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case .transposed: Affine(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .turnedClockwise: Affine(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        case .transverse: Affine(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case .turnedCounterclockwise: Affine(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        }
    }
}
