import CExif
import SharedLibraries

/// libexif, opened the first time a JPEG picture's orientation is read.
struct ExifLibrary: LibraryBinding, Sendable {
    let dataFromBytes: @convention(c) (UnsafePointer<UInt8>?, UInt32) -> UnsafeMutablePointer<ExifData>?
    let dataUnref: @convention(c) (UnsafeMutablePointer<ExifData>?) -> Void
    let byteOrder: @convention(c) (UnsafeMutablePointer<ExifData>?) -> ExifByteOrder
    let entry: @convention(c) (UnsafeMutablePointer<ExifContent>?, ExifTag) -> UnsafeMutablePointer<ExifEntry>?
    let short: @convention(c) (UnsafePointer<UInt8>?, ExifByteOrder) -> UInt16

    /// The library, opened once; the failure says why not.
    static let shared: Result<ExifLibrary, LibraryError> = SharedLibrary.bind(["libexif.so.12", "libexif.so"], package: "libexif12")

    init(_ library: SharedLibrary) throws(LibraryError) {
        dataFromBytes = try library.function("exif_data_new_from_data")
        dataUnref = try library.function("exif_data_unref")
        byteOrder = try library.function("exif_data_get_byte_order")
        entry = try library.function("exif_content_get_entry")
        short = try library.function("exif_get_short")
    }
}
