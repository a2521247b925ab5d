import Scene

/// Colours given as inks (`cmyk(...)`), carried through cairo, which writes RGB only, as stand-in RGB
/// colours the conversion recognises and replaces with the inks as given.
///
/// The n-th colour met stands in as three channels of n's digits in base 255, each channel
/// (257 d + 128) / 65535: a sixteen-bit value (Pango's text colours keep it exactly) that no eight-bit
/// colour (a multiple of 257) can be, so no colour of a spec is taken for a stand-in.
public final class InkProxies {
    private var indices: [CMYK: Int] = [:]
    /// The inks of each stand-in, by its number.
    public private(set) var inks: [CMYK] = []

    public init() {}

    /// `color`, or its stand-in when it was given as inks.
    public func drawn(_ color: Color) -> Color {
        guard let cmyk = color.cmyk else { return color }
        let index: Int
        if let known = indices[cmyk] {
            index = known
        } else {
            // Past 16.5 million distinct inks, a colour goes through the profile like any RGB colour.
            guard inks.count < Self.capacity else { return Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
            index = inks.count
            indices[cmyk] = index
            inks.append(cmyk)
        }
        var digits = index
        func channel() -> Double {
            defer { digits /= 255 }
            return Double(257 * (digits % 255) + 128) / 65535
        }
        return Color(red: channel(), green: channel(), blue: channel(), alpha: color.alpha)
    }

    /// How many distinct stand-ins there are.
    public static let capacity = 255 * 255 * 255

    /// The inks an RGB colour stands in for, if it is a stand-in.
    public func inks(red: Double, green: Double, blue: Double) -> CMYK? {
        var index = 0
        for value in [blue, green, red] {
            let q = value * 65535
            let rounded = q.rounded()
            guard abs(q - rounded) < 0.1, Int(rounded) >= 128, (Int(rounded) - 128) % 257 == 0 else { return nil }
            index = index * 255 + (Int(rounded) - 128) / 257
        }
        return index < inks.count ? inks[index] : nil
    }
}
