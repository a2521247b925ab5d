import CZint
import SharedLibraries

/// libzint, opened the first time a code is encoded.
struct ZintLibrary: LibraryBinding, Sendable {
    let create: @convention(c) () -> UnsafeMutablePointer<zint_symbol>?
    let delete: @convention(c) (UnsafeMutablePointer<zint_symbol>?) -> Void
    let encode: @convention(c) (UnsafeMutablePointer<zint_symbol>?, UnsafePointer<UInt8>?, Int32) -> Int32
    let encodeAsVectors: @convention(c) (UnsafeMutablePointer<zint_symbol>?, UnsafePointer<UInt8>?, Int32, Int32) -> Int32

    /// The library, opened once; the failure says why not.
    static let shared: Result<ZintLibrary, LibraryError> = SharedLibrary.bind(["libzint.so.2.11", "libzint.so"], package: "libzint2.11")

    init(_ library: SharedLibrary) throws(LibraryError) {
        create = try library.function("ZBarcode_Create")
        delete = try library.function("ZBarcode_Delete")
        encode = try library.function("ZBarcode_Encode")
        encodeAsVectors = try library.function("ZBarcode_Encode_and_Buffer_Vector")
    }
}
