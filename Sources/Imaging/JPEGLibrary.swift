import CTurboJPEG
import SharedLibraries

/// libjpeg-turbo, opened the first time a JPEG picture is read.
struct JPEGLibrary: LibraryBinding, Sendable {
    let initDecompress: @convention(c) () -> tjhandle?
    let destroy: @convention(c) (tjhandle?) -> Int32
    let decompressHeader:
        @convention(c) (
            tjhandle?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
            UnsafeMutablePointer<Int32>?
        ) -> Int32
    let decompress: @convention(c) (tjhandle?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UInt8>?, Int32, Int32, Int32, Int32, Int32) -> Int32
    let errorText: @convention(c) (tjhandle?) -> UnsafeMutablePointer<CChar>?

    /// The library, opened once; the failure says why not.
    static let shared: Result<JPEGLibrary, LibraryError> = SharedLibrary.bind(["libturbojpeg.so.0", "libturbojpeg.so"], package: "libturbojpeg0")

    /// What went wrong in `handle`'s last call.
    func message(_ handle: tjhandle) -> String {
        errorText(handle).map { String(cString: $0) } ?? "unknown error"
    }

    init(_ library: SharedLibrary) throws(LibraryError) {
        initDecompress = try library.function("tjInitDecompress")
        destroy = try library.function("tjDestroy")
        decompressHeader = try library.function("tjDecompressHeader3")
        decompress = try library.function("tjDecompress2")
        errorText = try library.function("tjGetErrorStr2")
    }
}
