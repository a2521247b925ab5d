import CExif
import Scene
import SharedLibraries

/// A JPEG's EXIF orientation, read by libexif.
enum ExifOrientation {
    /// The turn the picture `name`'s EXIF data records, upright when it has none or an invalid value.
    static func of(_ bytes: [UInt8], name: String) throws(ImageError) -> ImageOrientation {
        let exif = try opened(ExifLibrary.shared, reading: name)
        guard let data = bytes.withUnsafeBufferPointer({ exif.dataFromBytes($0.baseAddress, UInt32(clamping: $0.count)) }) else { return .upright }
        defer { exif.dataUnref(data) }
        guard let ifd = data.pointee.ifd.0, let entry = exif.entry(ifd, EXIF_TAG_ORIENTATION),
            entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1, entry.pointee.size >= 2, let value = entry.pointee.data
        else { return .upright }
        return ImageOrientation(rawValue: Int(exif.shortValue(value, exif.byteOrder(data)))) ?? .upright
    }
}
