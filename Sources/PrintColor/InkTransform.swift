import CLCMS

/// RGB to CMYK through littleCMS: sRGB (what every colour and picture of a spec is in) to the press's
/// profile, relative colorimetric with black point compensation.
final class InkTransform {
    private let colors: cmsHTRANSFORM
    private let pixels: cmsHTRANSFORM

    /// A transform to the CMYK profile `profile` (an ICC file's bytes); nil when littleCMS cannot read it
    /// as an output CMYK profile.
    init?(profile: [UInt8]) {
        let source = cmsCreate_sRGBProfile()
        defer { cmsCloseProfile(source) }
        guard let target = profile.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }) else { return nil }
        defer { cmsCloseProfile(target) }
        guard cmsGetColorSpace(target) == cmsSigCmykData else { return nil }
        let flags = cmsUInt32Number(cmsFLAGS_BLACKPOINTCOMPENSATION)
        let rgbDouble = Self.format(space: PT_RGB, channels: 3, bytes: 0, float: true)
        let cmykDouble = Self.format(space: PT_CMYK, channels: 4, bytes: 0, float: true)
        let rgb8 = Self.format(space: PT_RGB, channels: 3, bytes: 1, float: false)
        let cmyk8 = Self.format(space: PT_CMYK, channels: 4, bytes: 1, float: false)
        guard let colors = cmsCreateTransform(source, rgbDouble, target, cmykDouble, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), flags) else { return nil }
        guard let pixels = cmsCreateTransform(source, rgb8, target, cmyk8, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), flags) else {
            cmsDeleteTransform(colors)
            return nil
        }
        self.colors = colors
        self.pixels = pixels
    }

    /// A littleCMS pixel format (what its TYPE_ macros spell, which Swift cannot call).
    private static func format(space: some BinaryInteger, channels: UInt32, bytes: UInt32, float: Bool) -> cmsUInt32Number {
        (float ? 1 << 22 : 0) | UInt32(space) << 16 | channels << 3 | bytes
    }

    deinit {
        cmsDeleteTransform(colors)
        cmsDeleteTransform(pixels)
    }

    /// The inks of an RGB colour (components 0...1), each 0...1. A grey (black included) is printed
    /// in black ink alone: text and hairlines in four inks would blur wherever the plates shift.
    func inks(red: Double, green: Double, blue: Double) -> [Double] {
        if abs(red - green) < 1.0 / 512, abs(green - blue) < 1.0 / 512 {
            return [0, 0, 0, 1 - (red + green + blue) / 3]
        }
        var input = [red, green, blue].map { min(1, max(0, $0)) }
        var output = [Double](repeating: 0, count: 4)
        cmsDoTransform(colors, &input, &output, 1)
        // littleCMS gives floating point inks in percent.
        return output.map { min(1, max(0, $0 / 100)) }
    }

    /// Eight-bit RGB pixels (three bytes each) as eight-bit CMYK pixels (four bytes each).
    func pixels(_ rgb: [UInt8]) -> [UInt8] {
        let count = rgb.count / 3
        var output = [UInt8](repeating: 0, count: count * 4)
        rgb.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { cmsDoTransform(pixels, input.baseAddress, $0.baseAddress, cmsUInt32Number(count)) }
        }
        return output
    }
}
