/// The sizes a picture may have, checked from its header before it is decoded.
enum ImageLimits {
    static func check(width: Int, height: Int, name: String, maximumPixels: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw ImageError("\"\(name)\" has no pixels (\(width) x \(height))") }
        guard width <= maximumPixels / height else {
            throw ImageError(
                "\"\(name)\" is \(width) x \(height) pixels, over the \(maximumPixels / 1_000_000) megapixels a picture may have")
        }
    }
}
