import CWebP
import SharedLibraries

/// libwebp's decoder, opened the first time a WebP picture is read; its functions are the table CWebP's
/// header lists. The header's inline functions (`WebPInitDecoderConfig`, `WebPGetFeatures`) are the
/// library's versioned ones, called with the ABI version the header declares, as those do.
extension WebPLibrary {
    /// The library, opened once; the failure says why not.
    static let shared: Result<WebPLibrary, LibraryError> = SharedLibrary.bind(LibraryCatalog.webP, WebPLibrary_symbols())

    /// `WebPInitDecoderConfig`.
    func initDecoderConfig(_ config: UnsafeMutablePointer<WebPDecoderConfig>) -> Int32 {
        initDecoderConfigVersioned(config, WEBP_DECODER_ABI_VERSION)
    }

    /// `WebPGetFeatures`.
    func features(_ bytes: UnsafePointer<UInt8>?, _ count: Int, _ features: UnsafeMutablePointer<WebPBitstreamFeatures>) -> VP8StatusCode {
        featuresVersioned(bytes, count, features, WEBP_DECODER_ABI_VERSION)
    }
}
