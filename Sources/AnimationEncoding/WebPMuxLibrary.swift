import CWebPMux
import SharedLibraries

/// libwebpmux's animation encoder and the libwebp encoder it links, opened the first time an animated
/// WebP is encoded. The headers' inline functions (`WebPAnimEncoderOptionsInit`, `WebPAnimEncoderNew`,
/// `WebPConfigInit`, `WebPPictureInit`) are the libraries' versioned ones, called with the ABI versions
/// the headers declare, as those do.
struct WebPMuxLibrary: LibraryBinding, Sendable {
    private let optionsInitVersioned: @convention(c) (UnsafeMutablePointer<WebPAnimEncoderOptions>?, Int32) -> Int32
    private let encoderNewVersioned: @convention(c) (Int32, Int32, UnsafePointer<WebPAnimEncoderOptions>?, Int32) -> OpaquePointer?
    private let configInitVersioned: @convention(c) (UnsafeMutablePointer<WebPConfig>?, WebPPreset, Float, Int32) -> Int32
    private let pictureInitVersioned: @convention(c) (UnsafeMutablePointer<WebPPicture>?, Int32) -> Int32
    let encoderDelete: @convention(c) (OpaquePointer?) -> Void
    let encoderAdd: @convention(c) (OpaquePointer?, UnsafeMutablePointer<WebPPicture>?, Int32, UnsafePointer<WebPConfig>?) -> Int32
    let encoderAssemble: @convention(c) (OpaquePointer?, UnsafeMutablePointer<WebPData>?) -> Int32
    let encoderError: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    let pictureImportRGBA: @convention(c) (UnsafeMutablePointer<WebPPicture>?, UnsafePointer<UInt8>?, Int32) -> Int32
    let pictureFree: @convention(c) (UnsafeMutablePointer<WebPPicture>?) -> Void
    /// libwebp's `WebPFree`, which `WebPDataClear` (inline in the header) frees with.
    private let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The library, opened once; the failure says why not.
    static let shared: Result<WebPMuxLibrary, LibraryError> = SharedLibrary.bind(["libwebpmux.so.3", "libwebpmux.so"], package: "libwebpmux3")

    /// `WebPAnimEncoderOptionsInit`.
    func initOptions(_ options: UnsafeMutablePointer<WebPAnimEncoderOptions>) -> Int32 {
        optionsInitVersioned(options, WEBP_MUX_ABI_VERSION)
    }

    /// `WebPAnimEncoderNew`.
    func newEncoder(width: Int32, height: Int32, _ options: UnsafePointer<WebPAnimEncoderOptions>) -> OpaquePointer? {
        encoderNewVersioned(width, height, options, WEBP_MUX_ABI_VERSION)
    }

    /// `WebPConfigInit`: the default preset at quality 75.
    func initConfig(_ config: UnsafeMutablePointer<WebPConfig>) -> Int32 {
        configInitVersioned(config, WEBP_PRESET_DEFAULT, 75, WEBP_ENCODER_ABI_VERSION)
    }

    /// `WebPPictureInit`.
    func initPicture(_ picture: UnsafeMutablePointer<WebPPicture>) -> Int32 {
        pictureInitVersioned(picture, WEBP_ENCODER_ABI_VERSION)
    }

    /// `WebPDataClear`: frees the bytes and empties `data`.
    func clear(_ data: UnsafeMutablePointer<WebPData>) {
        free(UnsafeMutableRawPointer(mutating: data.pointee.bytes))
        data.pointee = WebPData()
    }

    init(_ library: SharedLibrary) throws(LibraryError) {
        optionsInitVersioned = try library.function("WebPAnimEncoderOptionsInitInternal")
        encoderNewVersioned = try library.function("WebPAnimEncoderNewInternal")
        configInitVersioned = try library.function("WebPConfigInitInternal")
        pictureInitVersioned = try library.function("WebPPictureInitInternal")
        encoderDelete = try library.function("WebPAnimEncoderDelete")
        encoderAdd = try library.function("WebPAnimEncoderAdd")
        encoderAssemble = try library.function("WebPAnimEncoderAssemble")
        encoderError = try library.function("WebPAnimEncoderGetError")
        pictureImportRGBA = try library.function("WebPPictureImportRGBA")
        pictureFree = try library.function("WebPPictureFree")
        free = try library.function("WebPFree")
    }
}
