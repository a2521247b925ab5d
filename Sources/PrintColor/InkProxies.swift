import Scene

/// Colours whose inks are not the profile's conversion of their RGB (those given as inks, `cmyk(...)`,
/// and dark text, `TextInk`), carried through cairo, which writes RGB only, as stand-in RGB colours the
/// conversion recognises and replaces with their inks.
///
/// The n-th colour met stands in as three channels of n's digits in base 255, each channel
/// (257 d + 128) / 65535: a sixteen-bit value (Pango's text colours keep it exactly) that no eight-bit
/// colour (a multiple of 257) can be, so no colour of a spec is taken for a stand-in.
public final class InkProxies {
    /// What a stand-in stands for.
    public enum StandIn: Hashable, Sendable {
        /// Inks as they are written.
        case inks(CMYK)
        /// Large type of this near-black colour: black ink under the profile's colour inks.
        case richBlack(Color)
    }

    private var indices: [StandIn: Int] = [:]
    /// What each stand-in stands for, by its number.
    private var standIns: [StandIn] = []

    public init() {}

    /// `color`, or its stand-in when it was given as inks.
    public func drawn(_ color: Color) -> Color {
        guard let cmyk = color.cmyk else { return color }
        return standing(for: .inks(cmyk), as: color)
    }

    /// `color` as text set at `size` points is drawn: its stand-in when it was given as inks or is dark
    /// enough to print in black ink (`TextInk`).
    public func drawnAsText(_ color: Color, size: Double) -> Color {
        guard color.cmyk == nil else { return drawn(color) }
        switch TextInk.of(color, size: size) {
        case .black(let tint): return standing(for: .inks(CMYK(cyan: 0, magenta: 0, yellow: 0, black: tint)), as: color)
        case .richBlack: return standing(for: .richBlack(Color(red: color.red, green: color.green, blue: color.blue)), as: color)
        case nil: return color
        }
    }

    /// The stand-in of `standIn`, with `color`'s alpha.
    private func standing(for standIn: StandIn, as color: Color) -> Color {
        let index: Int
        if let known = indices[standIn] {
            index = known
        } else {
            // Past 16.5 million distinct stand-ins, a colour goes through the profile like any RGB colour.
            guard standIns.count < Self.capacity else { return Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
            index = standIns.count
            indices[standIn] = index
            standIns.append(standIn)
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

    /// What an RGB colour stands in for, if it is a stand-in.
    public func standIn(red: Double, green: Double, blue: Double) -> StandIn? {
        var index = 0
        for value in [blue, green, red] {
            let q = value * 65535
            let rounded = q.rounded()
            guard abs(q - rounded) < 0.1, Int(rounded) >= 128, (Int(rounded) - 128) % 257 == 0 else { return nil }
            index = index * 255 + (Int(rounded) - 128) / 257
        }
        return index < standIns.count ? standIns[index] : nil
    }
}
