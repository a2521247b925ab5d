/// A colour with straight (not premultiplied) alpha; every component in 0...1.
public struct Color: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    /// The inks the colour was given as (`cmyk(...)` in a spec), written as they are to a CMYK PDF; red,
    /// green and blue are then its preview. Nil for a colour given as light.
    public var cmyk: CMYK?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A colour given as inks, shown elsewhere as their preview.
    public init(cmyk: CMYK, alpha: Double = 1) {
        let preview = cmyk.rgbPreview
        self.init(red: preview.red, green: preview.green, blue: preview.blue, alpha: alpha)
        self.cmyk = cmyk
    }

    /// Its components written out, for a symbol's id (a struct interpolated whole would be described by
    /// reflection, slowly, once per badge).
    public var key: String {
        guard let cmyk else { return "\(red),\(green),\(blue),\(alpha)" }
        return "cmyk\(cmyk.cyan),\(cmyk.magenta),\(cmyk.yellow),\(cmyk.black),\(alpha)"
    }

    /// A colour from 0...255 components, as the SwiftUI originals write them.
    public init(r255 r: Double, g255 g: Double, b255 b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    public func withAlpha(_ a: Double) -> Color {
        var color = self
        color.alpha = a
        return color
    }
}
