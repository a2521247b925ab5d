import CWebPMux
import SharedLibraries

/// libwebpmux's animation encoder and the libwebp encoder it links, opened the first time an animated
/// WebP is encoded; its functions are the table CWebPMux's header lists. The headers' inline functions
/// (`WebPAnimEncoderOptionsInit`, `WebPAnimEncoderNew`, `WebPConfigInit`, `WebPPictureInit`) are the
/// libraries' versioned ones, called with the ABI versions the headers declare, as those do.
extension WebPMuxLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<WebPMuxLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.webPMux, WebPMuxLibrary_symbols())

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
}
