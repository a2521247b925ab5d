import CTurboJPEG
import Geometry
import SharedLibraries

/// JPEG pictures, decoded by libjpeg-turbo.
enum JPEGFile {
    /// The picture's size in pixels, once every byte is decoded (a warning about damaged data counts
    /// as an error). CMYK pictures are refused: they would print in the wrong colours, and so are those
    /// of over `JPEGScans.limit` scans, before they are decoded: they would take minutes. The check decodes
    /// at an eighth of the size: every byte of the compressed data is still read and decoded, only the
    /// pixels' last step (the inverse transform of each block) is made small, several times faster.
    static func check(_ bytes: [UInt8], name: String, maximumPixels: Int) throws(ImageError) -> Size {
        let (width, height) = try header(bytes, name: name)
        try ImageLimits.check(width: width, height: height, name: name, maximumPixels: maximumPixels)
        guard JPEGScans.count(bytes) <= JPEGScans.limit else {
            throw ImageError("\"\(name)\" is a progressive JPEG of over \(JPEGScans.limit) scans, each a pass over the whole picture: save it again")
        }
        let smallWidth = (width + 7) / 8, smallHeight = (height + 7) / 8
        let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: smallWidth * smallHeight * 4)
        defer { pixels.deallocate() }
        try decode(bytes, into: pixels, width: smallWidth, height: smallHeight, stride: smallWidth * 4, name: name)
        return Size(Double(width), Double(height))
    }

    /// The picture's size from its header.
    static func header(_ bytes: [UInt8], name: String) throws(ImageError) -> (width: Int, height: Int) {
        let jpeg = try opened(JPEGLibrary.shared, reading: name)
        guard let handle = jpeg.initDecompress() else { throw ImageError("cannot start a JPEG decoder") }
        defer { _ = jpeg.destroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { jpeg.decompressHeader(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace) }
        guard status == 0 else { throw ImageError("\"\(name)\" is a corrupt JPEG: \(jpeg.message(handle))") }
        guard colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue) else {
            throw ImageError("\"\(name)\" is a CMYK JPEG: save it as RGB (poster cannot convert its colours faithfully)")
        }
        return (Int(width), Int(height))
    }

    /// Decodes the picture into `pixels` as cairo's xRGB (blue, green, red, unused bytes on little-endian machines).
    /// libjpeg-turbo's own limit on scans (500) stands behind `JPEGScans`.
    static func decode(_ bytes: [UInt8], into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, name: String) throws(ImageError) {
        let jpeg = try opened(JPEGLibrary.shared, reading: name)
        guard let handle = jpeg.initDecompress() else { throw ImageError("cannot start a JPEG decoder") }
        defer { _ = jpeg.destroy(handle) }
        let status = bytes.withUnsafeBufferPointer {
            jpeg.decompress(
                handle, $0.baseAddress, UInt($0.count), pixels, Int32(width), Int32(stride), Int32(height), Int32(TJPF_BGRX.rawValue),
                TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
        }
        guard status == 0 else { throw ImageError("\"\(name)\" is a corrupt or truncated JPEG: \(jpeg.message(handle))") }
    }
}
