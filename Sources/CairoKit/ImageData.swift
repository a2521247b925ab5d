import CCairo

/// A copy of an ARGB32 image's pixels, as premultiplied 0xAARRGGBB words, row by row.
public struct ImageData: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    init(surface: OpaquePointer) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[x] }
            }
        }
        self.pixels = pixels
    }

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must equal width x height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) with straight alpha, each component 0...255.
    public func rgba(x: Int, y: Int) -> RGBA {
        RGBA(premultipliedARGB: pixels[y * width + x])
    }
}
