import Geometry

/// What computes a picture's pixels rather than reading them from a file (an escape-time fractal): drawn
/// at whatever resolution the output has, each pixel the colour of the point its centre falls on.
public protocol PixelGenerator: Sendable {
    /// The same for the same pixels: a vector document stores a computed picture once per key.
    var key: String { get }

    /// Writes rows `rows` of a cairo ARGB32 buffer (premultiplied, native byte order) of `width` pixels a row
    /// and `stride` bytes a row at `base`: pixel (x, y) is the colour at `toUnit` of its centre
    /// (x + 0.5, y + 0.5), in the picture's unit square ((0, 0) its top-left corner, (1, 1) its bottom-right);
    /// a pixel whose centre falls outside the square is left clear. Rows are independent: any split of
    /// them, on any threads, gives the same pixels.
    func fill(_ base: UnsafeMutableRawPointer, width: Int, stride: Int, rows: Range<Int>, toUnit: Affine)
}
