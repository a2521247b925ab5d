import CWebP
import SharedLibraries

/// libwebp's decoder, opened the first time a WebP picture is read. Its header's inline functions
/// (`WebPInitDecoderConfig`, `WebPGetFeatures`) are the library's versioned ones, called with the ABI
/// version the header declares, as those do.
struct WebPLibrary: LibraryBinding, Sendable {
    private let initDecoderConfigVersioned: @convention(c) (UnsafeMutablePointer<WebPDecoderConfig>?, Int32) -> Int32
    private let featuresVersioned: @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<WebPBitstreamFeatures>?, Int32) -> VP8StatusCode
    let decode: @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<WebPDecoderConfig>?) -> VP8StatusCode
    let freeDecodedBuffer: @convention(c) (UnsafeMutablePointer<WebPDecBuffer>?) -> Void

    /// The library, opened once; the failure says why not.
    static let shared: Result<WebPLibrary, LibraryError> = SharedLibrary.bind(["libwebp.so.7", "libwebp.so"], package: "libwebp7")

    /// `WebPInitDecoderConfig`.
    func initDecoderConfig(_ config: UnsafeMutablePointer<WebPDecoderConfig>) -> Int32 {
        initDecoderConfigVersioned(config, WEBP_DECODER_ABI_VERSION)
    }

    /// `WebPGetFeatures`.
    func features(_ bytes: UnsafePointer<UInt8>?, _ count: Int, _ features: UnsafeMutablePointer<WebPBitstreamFeatures>) -> VP8StatusCode {
        featuresVersioned(bytes, count, features, WEBP_DECODER_ABI_VERSION)
    }

    init(_ library: SharedLibrary) throws(LibraryError) {
        initDecoderConfigVersioned = try library.function("WebPInitDecoderConfigInternal")
        featuresVersioned = try library.function("WebPGetFeaturesInternal")
        decode = try library.function("WebPDecode")
        freeDecodedBuffer = try library.function("WebPFreeDecBuffer")
    }
}
