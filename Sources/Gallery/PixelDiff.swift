import CairoKit
import PNGKit

/// Two pictures of one page compared pixel by pixel. A pixel changed when its colour or opacity differs,
/// or when it lies inside one picture only (the page changed size), so the comparison covers the larger
/// width and height of the two. The diff picture has that size: every changed pixel in `highlight`,
/// every other one the page (this gallery's, else BASE's where this one is smaller) faded to a light
/// grey, so that the changes stand out wherever they are and whatever their colour.
struct PixelDiff {
    /// Opaque #FF0066, a pixel as cairo holds it (0xAARRGGBB): a red no faded pixel can be.
    static let highlight: UInt32 = 0xFFFF_0066
    /// The darkest grey a faded pixel can be: black at a quarter of its strength over white.
    static let faintest: UInt8 = 192

    let width: Int
    let height: Int
    /// How many pixels differ.
    private(set) var changed = 0
    /// The diff picture, a row after another, opaque.
    private(set) var pixels: [UInt32]

    /// Compares the decoded pictures `base` and `current` (premultiplied 0xAARRGGBB).
    init(base a: ImageData, current b: ImageData) {
        width = max(a.width, b.width)
        height = max(a.height, b.height)
        pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let old = x < a.width && y < a.height ? a.pixels[y * a.width + x] : nil
                let new = x < b.width && y < b.height ? b.pixels[y * b.width + x] : nil
                if old == new, let new {
                    pixels[y * width + x] = Self.faded(new)
                } else {
                    changed += 1
                    pixels[y * width + x] = Self.highlight
                }
            }
        }
    }

    /// The diff picture as a PNG, written by the gallery's own PNG encoder.
    func png(compression: PNGCompression, pixelsPerInch: Double?) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try pixels.withUnsafeBytes { buffer in
            try PNGEncoder(compression: compression, jobs: 1, pixelsPerInch: pixelsPerInch).encode(
                base: buffer.baseAddress!, width: width, height: height, stride: width * 4
            ) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    /// A premultiplied pixel over white, as a grey of its lightness, faded to a quarter of its strength.
    static func faded(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        let red = (pixel >> 16 & 0xFF) + 255 - alpha
        let green = (pixel >> 8 & 0xFF) + 255 - alpha
        let blue = (pixel & 0xFF) + 255 - alpha
        let lightness = (299 * red + 587 * green + 114 * blue + 500) / 1000
        let grey = 255 - (255 - lightness) / 4
        return 0xFF00_0000 | grey << 16 | grey << 8 | grey
    }
}
