import CCairo
import Geometry

/// PNG pictures, decoded by cairo (libpng).
enum PNGFile {
    /// The picture's size in pixels, once every byte is decoded.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int) throws(ImageError) -> Size {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw ImageError("\"\(name)\" is a corrupt PNG: it has no header") }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        try ImageLimits.check(width: width, height: height, name: name, maximumPixels: maximumPixels)
        let surface = try decode(bytes, name: name)
        cairo_surface_destroy(surface)
        return Size(Double(width), Double(height))
    }

    /// A cairo image surface holding the picture; the caller destroys it.
    static func decode(_ bytes: [UInt8], name: String) throws(ImageError) -> OpaquePointer {
        let reader = ByteReader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    return Unmanaged<ByteReader>.fromOpaque(closure).takeUnretainedValue().read(into: data, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, !reader.exhaustedEarly else {
            cairo_surface_destroy(surface)
            throw ImageError("\"\(name)\" is a corrupt or truncated PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        return surface
    }

    /// Hands cairo the bytes in the pieces it asks for.
    private final class ByteReader {
        let bytes: [UInt8]
        var offset = 0
        /// Whether cairo asked for more than there was: the file ends before its image does.
        var exhaustedEarly = false

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        func read(into data: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard offset + count <= bytes.count else {
                exhaustedEarly = true
                return false
            }
            bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + offset, count: count) }
            offset += count
            return true
        }
    }
}
