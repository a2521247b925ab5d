/// The sizes a picture may have, checked from its header before it is decoded: at most
/// `maximumPixels`, and at most 32767 pixels a side, the most a cairo image surface (which holds a PNG
/// or JPEG picture's pixels to draw it) may have.
enum ImageLimits {
    static let maximumSide = 32767

    static func check(width: Int, height: Int, name: String, maximumPixels: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw ImageError("\"\(name)\" has no pixels (\(width) x \(height))") }
        guard width <= maximumSide, height <= maximumSide else {
            throw ImageError("\"\(name)\" is \(width) x \(height) pixels, over the \(maximumSide) pixels a side a picture may have")
        }
        guard width <= maximumPixels / height else {
            throw ImageError("\"\(name)\" is \(width) x \(height) pixels, over the \(describe(maximumPixels)) a picture may have (raise it with --max-image-pixels)")
        }
    }

    /// A pixel count as a limit reads best: whole megapixels, or the exact number.
    private static func describe(_ pixels: Int) -> String {
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000) megapixels" : "\(pixels) pixels"
    }
}
