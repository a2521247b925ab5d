import CImageQuant
import SharedLibraries

/// libimagequant, opened the first time a GIF frame is reduced to its palette.
struct ImageQuantLibrary: LibraryBinding, Sendable {
    let createAttributes: @convention(c) () -> OpaquePointer?
    let destroyAttributes: @convention(c) (OpaquePointer) -> Void
    let setMaximumColors: @convention(c) (OpaquePointer, Int32) -> liq_error
    let setSpeed: @convention(c) (OpaquePointer, Int32) -> liq_error
    let createImage: @convention(c) (OpaquePointer, UnsafeRawPointer, Int32, Int32, Double) -> OpaquePointer?
    let destroyImage: @convention(c) (OpaquePointer) -> Void
    let quantize: @convention(c) (OpaquePointer, OpaquePointer, UnsafeMutablePointer<OpaquePointer?>) -> liq_error
    let destroyResult: @convention(c) (OpaquePointer) -> Void
    let setDitheringLevel: @convention(c) (OpaquePointer, Float) -> liq_error
    let writeRemappedImage: @convention(c) (OpaquePointer, OpaquePointer, UnsafeMutableRawPointer, Int) -> liq_error
    let palette: @convention(c) (OpaquePointer) -> UnsafePointer<liq_palette>?

    /// The library, opened once; the failure says why not.
    static let shared: Result<ImageQuantLibrary, LibraryError> = SharedLibrary.bind(["libimagequant.so.0", "libimagequant.so"], package: "libimagequant0")

    init(_ library: SharedLibrary) throws(LibraryError) {
        createAttributes = try library.function("liq_attr_create")
        destroyAttributes = try library.function("liq_attr_destroy")
        setMaximumColors = try library.function("liq_set_max_colors")
        setSpeed = try library.function("liq_set_speed")
        createImage = try library.function("liq_image_create_rgba")
        destroyImage = try library.function("liq_image_destroy")
        quantize = try library.function("liq_image_quantize")
        destroyResult = try library.function("liq_result_destroy")
        setDitheringLevel = try library.function("liq_set_dithering_level")
        writeRemappedImage = try library.function("liq_write_remapped_image")
        palette = try library.function("liq_get_palette")
    }
}
