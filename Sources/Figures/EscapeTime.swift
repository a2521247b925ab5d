import Geometry
import Scene

/// An escape-time fractal (the Mandelbrot set, a Julia set, the burning ship, a multibrot) filling its frame:
/// a picture computed at the output's resolution, `span` wide in the complex plane about `center`, its
/// height the frame's aspect of that, the imaginary axis pointing up.
public struct EscapeTime: Figure, Hashable {
    public var set: EscapeSet
    public var center: Point
    /// The view's width in the complex plane.
    public var span: Double
    public var iterations: Int
    /// The palette's stops, spread over the smooth iteration count (`EscapeTimePixels`).
    public var colors: [Color]
    /// The colour of the points still bounded after `iterations`.
    public var interior: Color
    /// A Julia set's constant c.
    public var julia: Point
    /// A multibrot's power d, from 2.
    public var power: Int
    /// The pixels per inch of the picture a vector output embeds (an image computes its own pixels).
    public var dpi: Double

    public init(
        set: EscapeSet, center: Point, span: Double, iterations: Int, colors: [Color], interior: Color, julia: Point, power: Int, dpi: Double
    ) {
        self.set = set
        self.center = center
        self.span = span
        self.iterations = max(1, iterations)
        self.colors = colors.isEmpty ? [.black] : colors
        self.interior = interior
        self.julia = julia
        self.power = max(2, power)
        self.dpi = dpi
    }

    /// The smallest step from one pixel's point to the next, over the largest coordinate the iteration
    /// handles, that double precision resolves: its 53 bits step 2.2e-16 of a number, and a step of a few
    /// of those keeps neighbouring pixels' points and orbits apart (`largestCoordinate`).
    public static let finestRelativeStep = 1e-15

    public var estimatedElements: Int { 1 }

    /// The picture's size in pixels in `frame` at `dpi` pixels per inch: the frame's, at least a pixel a side.
    public static func pixels(of frame: Rect, dpi: Double) -> (width: Int, height: Int) {
        (max(1, Int((frame.width * dpi / 72).rounded())), max(1, Int((frame.height * dpi / 72).rounded())))
    }

    /// The largest coordinate the iteration handles in a frame of `aspect` (height over width): the view's
    /// farthest from 0, or 2, which the orbits reach before they escape whatever the view (so a view about 0
    /// is held to 1e-15 of 2, not of 0).
    public func largestCoordinate(aspect: Double) -> Double {
        max(abs(center.x) + span / 2, abs(center.y) + span * aspect / 2, 2)
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let (width, height) = Self.pixels(of: frame, dpi: dpi)
        let source = ImageSource(
            generated: pixels(aspect: frame.height / frame.width, width: width, height: height), size: Size(Double(width), Double(height)),
            name: "the \(set.rawValue) set")
        return [.image(PlacedImage(source: source, frame: frame))]
    }

    /// What computes the picture in a frame of `aspect` (height over width), `width` x `height` pixels in a vector output.
    func pixels(aspect: Double, width: Int, height: Int) -> EscapeTimePixels {
        let tall = span * aspect
        let toPlane = Affine(a: span, b: 0, c: 0, d: -tall, tx: center.x - span / 2, ty: center.y + tall / 2)
        let numbers = [center.x, center.y, span, aspect, julia.x, julia.y, dpi].map { String($0.bitPattern, radix: 16) }
        let key = (["escape", set.rawValue, "\(width)x\(height)", String(iterations), String(power), interior.key] + numbers + colors.map(\.key)).joined(
            separator: " ")
        return EscapeTimePixels(
            set: set, toPlane: toPlane, iterations: iterations, power: power, julia: julia, palette: EscapePalette(colors),
            interior: EscapePalette.pixel(interior), key: key)
    }
}
