import CWebP
import CairoKit
import Geometry
import SharedLibraries

/// WebP pictures, decoded by libwebp into cairo's premultiplied ARGB (a still picture; an animated one is refused).
enum WebPFile {
    /// The picture's size in pixels, once every byte is decoded.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int) throws(ImageError) -> Size {
        let webp = try opened(WebPLibrary.shared, reading: name)
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { webp.features($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw ImageError("\"\(name)\" is a corrupt WebP: its header cannot be read") }
        guard features.has_animation == 0 else { throw ImageError("\"\(name)\" is an animated WebP: place a still picture") }
        try ImageLimits.check(width: Int(features.width), height: Int(features.height), name: name, maximumPixels: maximumPixels)
        // Every byte is decoded, into an eighth of the size, as a JPEG's check does.
        _ = try decode(bytes, name: name, reduction: PictureReduction.largest)
        return Size(Double(features.width), Double(features.height))
    }

    /// An image surface holding the picture, each side smaller by `reduction` (libwebp averages the pixels).
    static func decode(_ bytes: [UInt8], name: String, reduction: Int = 1) throws(ImageError) -> Surface {
        let webp = try opened(WebPLibrary.shared, reading: name)
        var config = WebPDecoderConfig()
        guard webp.initDecoderConfig(&config) != 0 else { throw ImageError("cannot start a WebP decoder") }
        let header = bytes.withUnsafeBufferPointer { webp.features($0.baseAddress, $0.count, &config.input) }
        guard header == VP8_STATUS_OK else { throw ImageError("\"\(name)\" is a corrupt WebP: its header cannot be read") }
        let width = Int32(PictureReduction.reduced(Int(config.input.width), by: reduction))
        let height = Int32(PictureReduction.reduced(Int(config.input.height), by: reduction))
        if reduction > 1 {
            config.options.use_scaling = 1
            config.options.scaled_width = width
            config.options.scaled_height = height
        }
        let surface = try? Surface.image(width: Int(width), height: Int(height))
        let decoded = surface?.withMutablePixels { pixels, _, _, stride in
            // Premultiplied blue, green, red, alpha bytes: cairo's ARGB32 on a little-endian machine.
            config.output.colorspace = MODE_bgrA
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = pixels.assumingMemoryBound(to: UInt8.self)
            config.output.u.RGBA.stride = Int32(stride)
            config.output.u.RGBA.size = stride * Int(height)
            let status = bytes.withUnsafeBufferPointer { webp.decode($0.baseAddress, $0.count, &config) }
            webp.freeDecodedBuffer(&config.output)
            return status
        }
        guard let surface, let status = decoded else { throw ImageError("cannot make room for \"\(name)\" (\(width) x \(height) pixels)") }
        guard status == VP8_STATUS_OK else {
            throw ImageError(
                status == VP8_STATUS_NOT_ENOUGH_DATA
                    ? "\"\(name)\" is a truncated WebP: the file ends before its picture does" : "\"\(name)\" is a corrupt WebP: its picture cannot be decoded")
        }
        return surface
    }
}
