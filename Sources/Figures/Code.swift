import Geometry
import Scene

/// A QR code, Data Matrix, barcode or other symbol, scaled by one factor to fit its frame and centred
/// in it: its modules in one dark colour over a light background that covers its quiet zones, its
/// human-readable text (linear barcodes) set in the figure's font.
public struct Code: Figure, Hashable {
    public var symbol: CodeSymbol
    public var color: Color
    /// nil: no background, the modules over whatever is behind.
    public var background: Color?

    public init(symbol: CodeSymbol, color: Color, background: Color?) {
        self.symbol = symbol
        self.color = color
        self.background = background
    }

    public var estimatedElements: Int { 2 + symbol.captions.count }

    /// How the symbol's units map into `frame`.
    public func placement(in frame: Rect) -> Affine {
        .fitting(Rect(x: 0, y: 0, width: symbol.size.width, height: symbol.size.height), into: frame)
    }

    public func paintArea(in frame: Rect) -> Rect {
        Self.place(Rect(x: 0, y: 0, width: symbol.size.width, height: symbol.size.height), by: placement(in: frame))
    }

    /// The size of one module in `frame`: the symbol's finest detail.
    public func finestDetail(in frame: Rect) -> Double? {
        symbol.module * placement(in: frame).a
    }

    public func items(in frame: Rect, style: FigureStyle) -> [Item] {
        let placed = placement(in: frame)
        var items: [Item] = []
        if let background, let area = Path.rectangle(paintArea(in: frame)) { items.append(.shape(Shape(path: area, fill: .solid(background)))) }
        // One symbol in the code's own units: vector output writes its coordinates as small whole numbers.
        let marks = Symbol(
            id: "code \(color.key) \(symbol.id)", bounds: Rect(origin: .zero, size: symbol.size),
            items: symbol.marks.map { [.shape(Shape(path: $0, fill: .solid(color)))] } ?? [], stencil: symbol.modules.map { Stencil(grid: $0, color: color) })
        items.append(.instances(Instances(symbol: marks, transforms: [placed], onPixelGrid: symbol.isGrid)))
        for caption in symbol.captions {
            let size = caption.size * placed.a
            let baseline = placed.apply(caption.baseline)
            let width = symbol.size.width * placed.a
            // A box a line high whose text sits on the baseline: Pango centres the line in it.
            let box = Rect(x: baseline.x - width / 2, y: baseline.y - size * 0.95, width: width, height: size * 1.2)
            items.append(.text(Text(caption.text, font: Font(family: style.font, size: size), color: color, box: box, maxLines: 1, minimumSize: size / 2)))
        }
        return items
    }

    /// `rect` under `placement`, a scale and a move.
    private static func place(_ rect: Rect, by placement: Affine) -> Rect {
        let origin = placement.apply(rect.origin)
        return Rect(x: origin.x, y: origin.y, width: rect.size.width * placement.a, height: rect.size.height * placement.d)
    }
}
