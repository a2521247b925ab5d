import Geometry
import Scene

/// The Landmarks badge: a six-segment hexagon with quadratic corners, filled with a vertical gradient,
/// and a two-part mountain symbol stamped in `symbols` rotated copies, as in Apple's SwiftUI tutorial;
/// or with a picture: a photo in its centre framed by the gradient, or a logo stamped in place of the mountain.
public struct Badge: Figure, Hashable {
    public static let symbolsRange = 1...64
    /// The original's colours.
    public static let originalGradient = [Color(r255: 239, g255: 120, b255: 221), Color(r255: 239, g255: 172, b255: 120)]
    public static let originalSymbolColor = Color(r255: 79, g255: 79, b255: 191)
    /// Each symbol copy's opacity, the original's `.opacity(0.5)`.
    public static let symbolOpacity = 0.5

    public var symbols: Int
    public var gradient: [Color]
    public var symbolColor: Color
    public var label: String?
    public var picture: BadgePicture?

    public init(symbols: Int, gradient: [Color], symbolColor: Color, label: String?, picture: BadgePicture?) {
        self.symbols = symbols
        self.gradient = gradient
        self.symbolColor = symbolColor
        self.label = label
        self.picture = picture
    }

    /// A badge without a label is its square; a label's band takes whatever height is left under it.
    public func shapeBox(in frame: Rect) -> Rect? { label == nil ? badgeFrame(in: frame) : nil }

    /// The square the badge is drawn in: the largest centred in `frame`, leaving room for a label below.
    public func badgeFrame(in frame: Rect) -> Rect {
        guard label != nil else { return frame.centeredSquare }
        return frame.inset(top: 0, left: 0, bottom: labelBand(frame), right: 0).centeredSquare
    }

    /// The background's outline in the centred square of `frame`: what pictures and items clip to; nil
    /// where the square is not finite.
    public static func hexagon(in frame: Rect) -> Path? {
        let square = frame.centeredSquare
        return backgroundPath(side: square.width)?.transformed(by: .translate(square.minX, square.minY))
    }

    /// The background's outline in a badge frame of side `s` at the origin; nil where `s` is not finite.
    public static func backgroundPath(side s: Double) -> Path? {
        let xScale = HexagonParameters.xScale
        func point(_ p: Point) -> Point { Point(s * (p.x * xScale) + s * (1 - xScale) / 2, s * p.y) }
        var builder = PathBuilder(reservingVerbs: 14, points: 19)
        builder.move(to: point(HexagonParameters.start))
        for segment in HexagonParameters.segments {
            builder.line(to: point(segment.line))
            builder.quad(to: point(segment.curve), control: point(segment.control))
        }
        builder.close()
        return builder.finish()
    }

    /// Where the `index`-th symbol copy goes, for a badge frame of side `s` at the origin: grown to
    /// 1.4 s from (-0.2 s, -0.2 s), turned about the bottom centre, scaled 1/4 about the top centre and
    /// moved down s/4, which puts the turning point on the badge's centre.
    public func symbolTransform(_ index: Int, side s: Double) -> Affine {
        let anchor = Point(s / 2, s)
        return Affine.translate(-0.2 * s, -0.2 * s)
            .then(.rotate(.degrees(360 * Double(index) / Double(symbols)), about: anchor))
            .then(.scale(0.25, 0.25, about: Point(s / 2, 0)))
            .then(.translate(0, s / 4))
    }

    public var estimatedElements: Int { 2 + symbols }

    /// The badge is one symbol placed on its square, so a sheet of identical badges holds the badge
    /// once in vector output; inside it, the mountain is one symbol stamped in its rotated copies.
    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let box = badgeFrame(in: frame)
        guard let symbol = symbol(side: box.width) else { return [] }
        var items: [Item] = [.instances(Instances(symbol: symbol, transforms: [.translate(box.minX, box.minY)]))]
        if let picture { items += pictureItems(picture, in: box) }
        if let label {
            let band = labelBand(frame)
            let textBox = Rect(x: frame.minX, y: frame.maxY - band, width: frame.width, height: band)
            items.append(.text(Text(label, font: Font(family: style.font, size: band * 0.6), color: style.ink, box: textBox, fitGroup: "badge labels \(band)")))
        }
        return items
    }

    /// The picture's items for the badge in `box`: the photo in the clip at the centre, or the logo in
    /// every copy's place, contained in the mountain's frame and each copy half transparent as the mountain's are.
    public func pictureItems(_ picture: BadgePicture, in box: Rect) -> [Item] {
        let s = box.width
        switch picture.role {
        case .centre:
            let square = Rect(center: box.center, size: Size(s * BadgePicture.centreScale, s * BadgePicture.centreScale))
            let outline =
                switch picture.clip {
                case .hexagon: Self.hexagon(in: square)
                case .circle: Disk(center: square.center, radius: square.width * HexagonParameters.xScale / 2)?.path
                }
            guard let clip = outline else { return [] }
            let frame = Picture.placement(of: picture.source.size, fit: .cover, alignment: Point(0.5, 0.5), in: clip.bounds)
            return [.image(PlacedImage(source: picture.source, frame: frame, clip: clip))]
        case .symbol:
            let mountain = Rect(x: 0, y: 0, width: 1.4 * s, height: 1.05 * s)
            let frame = Picture.placement(of: picture.source.size, fit: .contain, alignment: Point(0.5, 1), in: mountain)
            let copies = (0..<symbols).map { index in
                Item.group(
                    Group(
                        transform: symbolTransform(index, side: s).then(.translate(box.minX, box.minY)),
                        items: [.image(PlacedImage(source: picture.source, frame: frame, opacity: Self.symbolOpacity))]))
            }
            return copies
        }
    }

    /// The badge without its label, in a square of side `s` at the origin; nil where `s` is not finite.
    public func symbol(side s: Double) -> Symbol? {
        let key = "\(s) \(symbols) \(gradient.map(\.key).joined(separator: " ")) / \(symbolColor.key) \(picture == nil ? "mountain" : "picture")"
        guard let backgroundPath = Self.backgroundPath(side: s), let mountainPath = BadgeSymbol.path(width: 1.4 * s) else { return nil }
        let background = Shape(
            path: backgroundPath, fill: .linear(from: Point(s / 2, 0), to: Point(s / 2, 0.6 * s), stops: GradientStop.evenlySpaced(gradient)))
        // The original fades each rotated copy on its own (SwiftUI applies the ForEach's opacity to every
        // view in it), so where copies overlap their colour compounds: the copy's own colour at half its alpha.
        let fill = Paint.solid(symbolColor.withAlpha(symbolColor.alpha * Self.symbolOpacity))
        let mountain = Symbol(id: "badge mountain \(s) \(symbolColor.key)", bounds: mountainPath.bounds, items: [.shape(Shape(path: mountainPath, fill: fill))])
        let copies = Instances(symbol: mountain, transforms: (0..<symbols).map { symbolTransform($0, side: s) })
        return Symbol(
            id: "badge \(key)", bounds: Rect(x: 0, y: 0, width: s, height: s),
            items: picture == nil ? [.shape(background), .instances(copies)] : [.shape(background)])
    }

    private func labelBand(_ frame: Rect) -> Double {
        min(frame.height * 0.15, frame.minSide * 0.2)
    }
}
