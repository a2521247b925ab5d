import CLCMS

/// RGB to CMYK through littleCMS: sRGB (what every colour and picture of a spec is in) to the press's
/// profile, relative colorimetric with black point compensation.
final class InkTransform {
    private let cms: ColorLibrary
    private let colors: cmsHTRANSFORM
    private let pixels: cmsHTRANSFORM

    /// A transform to the CMYK profile `profile` (an ICC file's bytes) made with `cms`; nil when littleCMS
    /// cannot read it as an output CMYK profile.
    init?(profile: [UInt8], cms: ColorLibrary) {
        self.cms = cms
        let source = cms.sRGBProfile()
        defer { _ = cms.closeProfile(source) }
        guard let target = profile.withUnsafeBytes({ cms.openProfile($0.baseAddress, cmsUInt32Number($0.count)) }) else { return nil }
        defer { _ = cms.closeProfile(target) }
        guard cms.colorSpace(target) == cmsSigCmykData else { return nil }
        let flags = cmsUInt32Number(cmsFLAGS_BLACKPOINTCOMPENSATION)
        let rgbDouble = Self.format(space: PT_RGB, channels: 3, bytes: 0, float: true)
        let cmykDouble = Self.format(space: PT_CMYK, channels: 4, bytes: 0, float: true)
        let rgb8 = Self.format(space: PT_RGB, channels: 3, bytes: 1, float: false)
        let cmyk8 = Self.format(space: PT_CMYK, channels: 4, bytes: 1, float: false)
        guard let colors = cms.createTransform(source, rgbDouble, target, cmykDouble, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), flags) else {
            return nil
        }
        guard let pixels = cms.createTransform(source, rgb8, target, cmyk8, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), flags) else {
            cms.deleteTransform(colors)
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
        cms.deleteTransform(colors)
        cms.deleteTransform(pixels)
    }

    /// The inks of an RGB colour (components 0...1), each 0...1. A grey (black included) is printed
    /// in black ink alone: text and hairlines in four inks would blur wherever the plates shift.
    func inks(red: Double, green: Double, blue: Double) -> [Double] {
        if abs(red - green) < 1.0 / 512, abs(green - blue) < 1.0 / 512 {
            return [0, 0, 0, 1 - (red + green + blue) / 3]
        }
        return converted([red, green, blue])
    }

    /// The profile's inks of an RGB colour, each 0...1.
    private func converted(_ rgb: [Double]) -> [Double] {
        var input = rgb.map { min(1, max(0, $0)) }
        var output = [Double](repeating: 0, count: 4)
        cms.transform(colors, &input, &output, 1)
        // littleCMS gives floating point inks in percent.
        return output.map { min(1, max(0, $0 / 100)) }
    }

    /// The rich black of large near-black type (`TextInk`): the colour's own inks through the profile,
    /// cyan, magenta and yellow together held to `richBlackColorInks` so that the total stays within
    /// every common press's limit, under solid black.
    func richBlack(red: Double, green: Double, blue: Double) -> [Double] {
        let color = converted([red, green, blue])
        let sum = color[0] + color[1] + color[2]
        let scale = sum > Self.richBlackColorInks ? Self.richBlackColorInks / sum : 1
        return [color[0] * scale, color[1] * scale, color[2] * scale, 1]
    }

    /// At most 160 % of colour inks under a rich black: 260 % in all, under SWOP's and FOGRA39's 300 %.
    static let richBlackColorInks = 1.6

    /// Eight-bit RGB pixels (three bytes each) as eight-bit CMYK pixels (four bytes each).
    func pixels(_ rgb: [UInt8]) -> [UInt8] {
        let count = rgb.count / 3
        var output = [UInt8](repeating: 0, count: count * 4)
        rgb.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { cms.transform(pixels, input.baseAddress, $0.baseAddress, cmsUInt32Number(count)) }
        }
        return output
    }
}
