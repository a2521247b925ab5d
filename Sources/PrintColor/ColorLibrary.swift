import CLCMS
import SharedLibraries

/// littleCMS, opened the first time a PDF is converted for a CMYK press.
struct ColorLibrary: LibraryBinding, Sendable {
    let sRGBProfile: @convention(c) () -> cmsHPROFILE?
    let openProfile: @convention(c) (UnsafeRawPointer?, cmsUInt32Number) -> cmsHPROFILE?
    let closeProfile: @convention(c) (cmsHPROFILE?) -> cmsBool
    let colorSpace: @convention(c) (cmsHPROFILE?) -> cmsColorSpaceSignature
    let createTransform: @convention(c) (cmsHPROFILE?, cmsUInt32Number, cmsHPROFILE?, cmsUInt32Number, cmsUInt32Number, cmsUInt32Number) -> cmsHTRANSFORM?
    let deleteTransform: @convention(c) (cmsHTRANSFORM?) -> Void
    let transform: @convention(c) (cmsHTRANSFORM?, UnsafeRawPointer?, UnsafeMutableRawPointer?, cmsUInt32Number) -> Void

    /// The library, opened once; the failure says why not.
    static let shared: Result<ColorLibrary, LibraryError> = SharedLibrary.bind(["liblcms2.so.2", "liblcms2.so"], package: "liblcms2-2")

    /// The library, or an error saying that the PDF could not be converted without it.
    static func opened() throws(CMYKConversionError) -> ColorLibrary {
        try shared.opened { CMYKConversionError("cannot convert the PDF to CMYK: \($0)") }
    }

    init(_ library: SharedLibrary) throws(LibraryError) {
        sRGBProfile = try library.function("cmsCreate_sRGBProfile")
        openProfile = try library.function("cmsOpenProfileFromMem")
        closeProfile = try library.function("cmsCloseProfile")
        colorSpace = try library.function("cmsGetColorSpace")
        createTransform = try library.function("cmsCreateTransform")
        deleteTransform = try library.function("cmsDeleteTransform")
        transform = try library.function("cmsDoTransform")
    }
}
