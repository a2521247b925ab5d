import CairoKit
import Geometry

/// PNG pictures, decoded by cairo (libpng).
enum PNGFile {
    /// The picture's size in pixels, once every byte is decoded.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int) throws(ImageError) -> Size {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw ImageError("\"\(name)\" is a corrupt PNG: it has no header") }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try ImageLimits.check(width: width, height: height, name: name, maximumPixels: maximumPixels)
        _ = try decode(bytes, name: name)
        return Size(Double(width), Double(height))
    }

    /// An image surface holding the picture.
    static func decode(_ bytes: [UInt8], name: String) throws(ImageError) -> Surface {
        do {
            return try Surface.readPNG(bytes)
        } catch {
            let reason = (error as? CairoError)?.message ?? "\(error)"
            throw ImageError("\"\(name)\" is a corrupt or truncated PNG (\(reason))")
        }
    }
}
