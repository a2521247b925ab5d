/// The sizes a picture may have, checked from its header before it is decoded: at most
/// `maximumPixels`, and at most 32767 pixels a side, the most a cairo image surface (which holds a PNG
/// or JPEG picture's pixels to draw it) may have.
public enum ImageLimits {
    static let maximumSide = 32767

    static func check(width: Int, height: Int, name: String, maximumPixels: Int) throws(ImageError) {
        if let problem = problem(width: width, height: height, maximumPixels: maximumPixels) { throw ImageError("\"\(name)\" \(problem)") }
    }

    /// What is wrong with a picture of `width` x `height` pixels, as the rest of a sentence naming it
    /// ("is 0 x 0 pixels ..."); nil when nothing is.
    package static func problem(width: Int, height: Int, maximumPixels: Int) -> String? {
        guard width > 0, height > 0 else { return "has no pixels (\(width) x \(height))" }
        guard width <= maximumSide, height <= maximumSide else {
            return "is \(width) x \(height) pixels, over the \(maximumSide) pixels a side a picture may have"
        }
        guard width <= maximumPixels / height else {
            return "is \(width) x \(height) pixels, over the \(describe(maximumPixels)) a picture may have (raise it with --max-image-pixels)"
        }
        return nil
    }

    /// A pixel count as a limit reads best: whole megapixels, or the exact number.
    public static func describe(_ pixels: Int) -> String {
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000) megapixels" : "\(pixels) pixels"
    }
}
