/// The sizes a picture may have, checked from its header before it is decoded.
enum ImageLimits {
    static func check(width: Int, height: Int, name: String, maximumPixels: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw ImageError("\"\(name)\" has no pixels (\(width) x \(height))") }
        guard width <= maximumPixels / height else {
            throw ImageError("\"\(name)\" is \(width) x \(height) pixels, over the \(describe(maximumPixels)) a picture may have (raise it with --max-image-pixels)")
        }
    }

    /// A pixel count as a limit reads best: whole megapixels, or the exact number.
    private static func describe(_ pixels: Int) -> String {
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000) megapixels" : "\(pixels) pixels"
    }
}
