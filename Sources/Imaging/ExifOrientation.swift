import CExif
import Scene

/// A JPEG's EXIF orientation, read by libexif.
enum ExifOrientation {
    /// The turn the picture's EXIF data records, upright when it has none or an invalid value.
    static func of(_ bytes: [UInt8]) -> ImageOrientation {
        guard let data = bytes.withUnsafeBufferPointer({ exif_data_new_from_data($0.baseAddress, UInt32(clamping: $0.count)) }) else { return .upright }
        defer { exif_data_unref(data) }
        guard let ifd = data.pointee.ifd.0, let entry = exif_content_get_entry(ifd, EXIF_TAG_ORIENTATION),
            entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1, entry.pointee.size >= 2, let value = entry.pointee.data
        else { return .upright }
        return ImageOrientation(rawValue: Int(exif_get_short(value, exif_data_get_byte_order(data)))) ?? .upright
    }
}
