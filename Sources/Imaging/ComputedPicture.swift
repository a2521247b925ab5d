import CairoKit
import Geometry
import Scene
import Workers

/// A computed picture's pixels (`PixelGenerator`) on a new image surface, its rows shared out among every
/// core a row at a time (an escape-time fractal's rows cost very differently). Each pixel depends only on
/// where it lies, so the pixels are the same on any number of cores.
public enum ComputedPicture {
    /// `width` x `height` pixels of `generator`, pixel (x, y) the colour at `toUnit` of its centre.
    public static func surface(of generator: any PixelGenerator, width: Int, height: Int, toUnit: Affine, name: String) throws(ImageError) -> Surface {
        guard let surface = try? Surface.image(width: width, height: height) else {
            throw ImageError("cannot make room for \"\(name)\" (\(width) x \(height) pixels)")
        }
        surface.withMutablePixels { base, width, height, stride in
            Workers.run(height, jobs: Cores.available) { row in
                generator.fill(base, width: width, stride: stride, rows: row..<row + 1, toUnit: toUnit)
            }
        }
        return surface
    }
}
