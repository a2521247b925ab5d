import CGIF
import SharedLibraries

/// giflib, opened the first time a GIF is encoded.
struct GIFLibrary: LibraryBinding, Sendable {
    typealias File = UnsafeMutablePointer<GifFileType>?
    let open: @convention(c) (UnsafeMutableRawPointer?, OutputFunc?, UnsafeMutablePointer<Int32>?) -> File
    let close: @convention(c) (File, UnsafeMutablePointer<Int32>?) -> Int32
    let setVersion: @convention(c) (File, Bool) -> Void
    let putScreenDescription: @convention(c) (File, Int32, Int32, Int32, Int32, UnsafePointer<ColorMapObject>?) -> Int32
    let putImageDescription: @convention(c) (File, Int32, Int32, Int32, Int32, Bool, UnsafePointer<ColorMapObject>?) -> Int32
    let putLine: @convention(c) (File, UnsafeMutablePointer<GifPixelType>?, Int32) -> Int32
    let controlBlockToExtension: @convention(c) (UnsafePointer<GraphicsControlBlock>?, UnsafeMutablePointer<GifByteType>?) -> Int
    let putExtension: @convention(c) (File, Int32, Int32, UnsafeRawPointer?) -> Int32
    let putExtensionLeader: @convention(c) (File, Int32) -> Int32
    let putExtensionBlock: @convention(c) (File, Int32, UnsafeRawPointer?) -> Int32
    let putExtensionTrailer: @convention(c) (File) -> Int32
    let makeColorMap: @convention(c) (Int32, UnsafePointer<GifColorType>?) -> UnsafeMutablePointer<ColorMapObject>?
    let freeColorMap: @convention(c) (UnsafeMutablePointer<ColorMapObject>?) -> Void
    let errorText: @convention(c) (Int32) -> UnsafePointer<CChar>?

    /// The library, opened once; the failure says why not.
    static let shared: Result<GIFLibrary, LibraryError> = SharedLibrary.bind(["libgif.so.7", "libgif.so"], package: "libgif7")

    init(_ library: SharedLibrary) throws(LibraryError) {
        open = try library.function("EGifOpen")
        close = try library.function("EGifCloseFile")
        setVersion = try library.function("EGifSetGifVersion")
        putScreenDescription = try library.function("EGifPutScreenDesc")
        putImageDescription = try library.function("EGifPutImageDesc")
        putLine = try library.function("EGifPutLine")
        controlBlockToExtension = try library.function("EGifGCBToExtension")
        putExtension = try library.function("EGifPutExtension")
        putExtensionLeader = try library.function("EGifPutExtensionLeader")
        putExtensionBlock = try library.function("EGifPutExtensionBlock")
        putExtensionTrailer = try library.function("EGifPutExtensionTrailer")
        makeColorMap = try library.function("GifMakeMapObject")
        freeColorMap = try library.function("GifFreeMapObject")
        errorText = try library.function("GifErrorString")
    }
}
