import Geometry
import Grammar
import Scene

/// A Context Free design drawn out once (its shapes, in drawing order), its bounds scaled by one factor
/// into the frame and centred (y up, as the design has it), over the design's background when it sets
/// one. Each shape is its own outline in its own colour, converted from hue, saturation and brightness.
public struct GrammarFigure: Figure {
    /// What identifies the design drawn: its text and its variation.
    public var source: String
    public var variation: Int
    public var expansion: Expansion

    public init(source: String, variation: Int, expansion: Expansion) {
        self.source = source
        self.variation = variation
        self.expansion = expansion
    }

    public static func == (lhs: GrammarFigure, rhs: GrammarFigure) -> Bool {
        lhs.source == rhs.source && lhs.variation == rhs.variation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(variation)
    }

    public var estimatedElements: Int { max(1, expansion.shapes.count) }

    /// How the design's y-up units map into `frame`: its bounds fitted, aspect kept, y flipped.
    public func placement(in frame: Rect) -> Affine {
        guard let bounds = expansion.bounds, bounds.size.width > 0 || bounds.size.height > 0 else { return .translate(frame.center.x, frame.center.y) }
        let flipped = Rect(x: bounds.minX, y: -bounds.maxY, width: max(bounds.size.width, 1e-12), height: max(bounds.size.height, 1e-12))
        return Affine.scale(1, -1).then(.fitting(flipped, into: frame))
    }

    public func shapeBox(in frame: Rect) -> Rect? { expansion.bounds == nil ? nil : paintArea(in: frame) }

    public func paintArea(in frame: Rect) -> Rect {
        guard let bounds = expansion.bounds else { return frame.centeredSquare }
        let placed = placement(in: frame)
        let (a, b) = (placed.apply(Point(bounds.minX, bounds.minY)), placed.apply(Point(bounds.maxX, bounds.maxY)))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The unit outlines of the primitives, centred on the origin.
    static let circle: Path = {
        var builder = PathBuilder()
        builder.circle(center: Point(0, 0), radius: 0.5)
        return builder.finish()!
    }()
    static let square = Path.rectangle(Rect(x: -0.5, y: -0.5, width: 1, height: 1))!
    static let triangle: Path = {
        let h = 1 / 3.0.squareRoot()
        var builder = PathBuilder()
        builder.polygon([Point(0, h), Point(-0.5, -h / 2), Point(0.5, -h / 2)])
        return builder.finish()!
    }()

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let placed = placement(in: frame)
        var items: [Item] = []
        items.reserveCapacity(expansion.shapes.count + 1)
        if let background = expansion.background, let area = Path.rectangle(frame) {
            items.append(.shape(Shape(path: area, fill: .solid(Self.color(background)))))
        }
        for shape in expansion.shapes {
            let transform = shape.transform.then(placed)
            let paint = Paint.solid(Self.color(shape.color))
            switch shape.form {
            case .circle: items.append(.shape(Shape(path: Self.circle.transformed(by: transform), fill: paint)))
            case .square: items.append(.shape(Shape(path: Self.square.transformed(by: transform), fill: paint)))
            case .triangle: items.append(.shape(Shape(path: Self.triangle.transformed(by: transform), fill: paint)))
            case .path(let path, let stroke, let evenOdd):
                if let stroke {
                    let width = stroke * abs(transform.determinant).squareRoot()
                    items.append(.shape(Shape(path: path.transformed(by: transform), stroke: Stroke(paint: paint, width: width))))
                } else {
                    items.append(.shape(Shape(path: path.transformed(by: transform), fill: paint, fillRule: evenOdd ? .evenOdd : .nonZero)))
                }
            }
        }
        return items
    }

    static func color(_ hsba: HSBA) -> Color {
        let c = hsba.rgba
        return Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
