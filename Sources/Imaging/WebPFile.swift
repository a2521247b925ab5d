import CCairo
import CWebP
import Geometry

/// WebP pictures, decoded by libwebp into cairo's premultiplied ARGB (a still picture; an animated one is refused).
enum WebPFile {
    /// The picture's size in pixels, once every byte is decoded.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int) throws(ImageError) -> Size {
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw ImageError("\"\(name)\" is a corrupt WebP: its header cannot be read") }
        guard features.has_animation == 0 else { throw ImageError("\"\(name)\" is an animated WebP: place a still picture") }
        try ImageLimits.check(width: Int(features.width), height: Int(features.height), name: name, maximumPixels: maximumPixels)
        let surface = try decode(bytes, name: name)
        cairo_surface_destroy(surface)
        return Size(Double(features.width), Double(features.height))
    }

    /// A cairo image surface holding the picture; the caller destroys it.
    static func decode(_ bytes: [UInt8], name: String) throws(ImageError) -> OpaquePointer {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw ImageError("cannot start a WebP decoder") }
        let header = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &config.input) }
        guard header == VP8_STATUS_OK else { throw ImageError("\"\(name)\" is a corrupt WebP: its header cannot be read") }
        let width = config.input.width, height = config.input.height
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw ImageError("cannot make room for \"\(name)\" (\(width) x \(height) pixels)")
        }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        // Premultiplied blue, green, red, alpha bytes: cairo's ARGB32 on a little-endian machine.
        config.output.colorspace = MODE_bgrA
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = pixels
        config.output.u.RGBA.stride = stride
        config.output.u.RGBA.size = Int(stride) * Int(height)
        let status = bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
        WebPFreeDecBuffer(&config.output)
        guard status == VP8_STATUS_OK else {
            cairo_surface_destroy(surface)
            throw ImageError(
                status == VP8_STATUS_NOT_ENOUGH_DATA
                    ? "\"\(name)\" is a truncated WebP: the file ends before its picture does" : "\"\(name)\" is a corrupt WebP: its picture cannot be decoded")
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
