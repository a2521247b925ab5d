/// A process colour as a press prints it: cyan, magenta, yellow and black ink, each 0...1. A colour given
/// this way is written to a CMYK PDF as given (a 100 % K black stays `0 0 0 1 k`), and shown elsewhere
/// through `rgbPreview`.
public struct CMYK: Hashable, Sendable {
    public var cyan, magenta, yellow, black: Double

    public init(cyan: Double, magenta: Double, yellow: Double, black: Double) {
        (self.cyan, self.magenta, self.yellow, self.black) = (cyan, magenta, yellow, black)
    }

    /// The inks as a screen shows them without a profile (PNG, SVG and RGB PDF): each ink takes away its
    /// complement, black from all three.
    public var rgbPreview: (red: Double, green: Double, blue: Double) {
        ((1 - cyan) * (1 - black), (1 - magenta) * (1 - black), (1 - yellow) * (1 - black))
    }

    /// The four components in order.
    public var components: [Double] { [cyan, magenta, yellow, black] }
}
