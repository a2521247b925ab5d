import Geometry
import Scene

/// A page shown through a window: scaled and moved onto a sheet and clipped to a rectangle of it. In
/// a PDF the page is one symbol, recorded once and painted in every window (a form XObject), so a
/// poster cut into many sheets stores its drawing once; in PNG and SVG the page's items are drawn in
/// the window itself, where a PNG stripe leaves out what the window cannot show.
struct TileView {
    /// The page as one symbol: its background and its items.
    let symbol: Symbol
    /// Whether the page is painted as its symbol (PDF) rather than drawn item by item.
    let sharesPage: Bool

    init(page: Page, number: Int, sharesPage: Bool) {
        var items: [Item] = []
        if let background = page.background, let path = Path.rectangle(Rect(origin: .zero, size: page.size)) {
            items.append(.shape(Shape(path: path, fill: .solid(background))))
        }
        items += page.items
        symbol = Symbol(id: "tiled page \(number)", bounds: Rect(origin: .zero, size: page.size), items: items)
        self.sharesPage = sharesPage
    }

    /// The page mapped by `transform` (page points to sheet points), shown within `window` (sheet points).
    func item(_ transform: Affine, within window: Rect) -> Item {
        let content: Item =
            sharesPage
            ? .instances(Instances(symbol: symbol, transforms: [transform]))
            : .group(Group(transform: transform, items: symbol.items))
        return .group(Group(clip: Path.rectangle(window), items: [content]))
    }
}
