import CairoKit
import Geometry

/// How much smaller than stored a picture is decoded for a placement in pixels: by the largest of 1, 2,
/// 4 and 8 that still leaves at least one of its pixels to each pixel of the page, since pixels beyond
/// that are averaged away when it is painted. libjpeg-turbo and libwebp decode at such a size directly
/// (a JPEG by a smaller inverse transform of each block), a PNG is decoded whole and then reduced.
/// The reduction depends on the placement alone, never on which stripe or thread draws it, so the page's
/// pixels stay the same whoever draws them.
public enum PictureReduction {
    /// The largest reduction there is.
    static let largest = 8

    /// The reduction for a placement whose `matrix` maps the picture's stored pixels to the page's.
    public static func factor(for matrix: Affine) -> Int {
        let density = max((matrix.a * matrix.a + matrix.b * matrix.b).squareRoot(), (matrix.c * matrix.c + matrix.d * matrix.d).squareRoot())
        guard density.isFinite, density > 0 else { return 1 }
        var factor = 1
        while factor < largest, density * Double(2 * factor) <= 1 { factor *= 2 }
        return factor
    }

    /// A side of `length` pixels reduced by `factor`, rounded up as libjpeg-turbo's scaled sizes are.
    public static func reduced(_ length: Int, by factor: Int) -> Int { (length + factor - 1) / factor }

    /// `surface` (`width` x `height`) scaled down to `factor`'s size, averaged by cairo.
    static func reduce(_ surface: Surface, width: Int, height: Int, by factor: Int, name: String) throws(ImageError) -> Surface {
        let smallWidth = reduced(width, by: factor), smallHeight = reduced(height, by: factor)
        do {
            let small = try Surface.image(width: smallWidth, height: smallHeight)
            let context = try Context(small)
            context.scale(Double(smallWidth) / Double(width), Double(smallHeight) / Double(height))
            context.setSource(surface, filter: .good, padded: true)
            context.paint()
            small.flush()
            return small
        } catch {
            throw ImageError("cannot make room for \"\(name)\" (\(smallWidth) x \(smallHeight) pixels)")
        }
    }
}
