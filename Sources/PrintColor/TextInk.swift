import Glibc
import Scene

/// How text in a dark colour prints in a CMYK PDF: in black ink alone, as a prepress operator would
/// set it, since small type in four inks blurs wherever the plates shift (a navy converted through the
/// profile is four inks, each a screen).
///
/// A colour dark and grey enough to read as black (CIE L* under 35, chroma C*ab under 30: the built-in
/// themes' inks, a navy or a charcoal, not a saturated dark blue or red) is printed, as text only:
/// - under L* 25 (near-black), in solid black ink, `0 0 0 1 k`; at 24 pt or more, where registration
///   cannot blur it, as a rich black, the profile's colour inks under solid black (`InkTransform.richBlack`);
/// - from L* 25 to 35 (a dark grey), in black ink alone at the tint of the grey of the same lightness.
///
/// Figures and fills in the same colour keep the profile's conversion, and colours given as inks are
/// written as given.
public enum TextInk: Equatable {
    /// Black ink alone at this tint (1: solid).
    case black(Double)
    /// The profile's colour inks under solid black.
    case richBlack

    /// Type this size (points) and larger is deep enough to take a rich black.
    public static let richBlackSize = 24.0
    /// Colours darker than this lightness are near-black.
    public static let nearBlackLightness = 25.0
    /// Colours darker than this lightness, and greyer than `greyChroma`, print in black ink alone.
    public static let darkLightness = 35.0
    public static let greyChroma = 30.0

    /// How text of `color` set at `size` points prints; nil: through the profile, like any colour.
    public static func of(_ color: Color, size: Double) -> TextInk? {
        let (lightness, chroma, luminance) = lab(color)
        guard chroma < greyChroma, lightness < darkLightness else { return nil }
        if lightness < nearBlackLightness { return size >= richBlackSize ? .richBlack : .black(1) }
        // The grey of the same luminance, in black ink alone as every grey is (`InkTransform.inks`).
        let grey = luminance <= 0.0031308 ? 12.92 * luminance : 1.055 * pow(luminance, 1 / 2.4) - 0.055
        return .black(1 - grey)
    }

    /// The CIE L*, C*ab and relative luminance Y of an sRGB colour (D65).
    static func lab(_ color: Color) -> (lightness: Double, chroma: Double, luminance: Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let a = 500 * (f(x) - f(y))
        let bStar = 200 * (f(y) - f(z))
        return (116 * f(y) - 16, (a * a + bStar * bStar).squareRoot(), y)
    }
}
