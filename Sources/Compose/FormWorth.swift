import Geometry
import Scene

/// Whether items composed in a cell's own space are drawn as a form: only what a form can carry (no link or
/// figure's alternative text, which are the page's; no text with a role in the structure tree; no photo,
/// which is decoded for the page that shows it and let go after it), and only where placing the form writes
/// fewer numbers than drawing the items would (a lone rectangle or line is cheaper drawn).
enum FormWorth {
    /// The numbers placing a form, or a text's lines, costs: a matrix.
    static let placement = 6

    /// Whether a form can hold `items`.
    static func canHold(_ items: [Item]) -> Bool {
        numbers(items) != nil
    }

    /// Whether `items`, which a form can hold, write more numbers drawn than placed as a form.
    static func isWorth(_ items: [Item]) -> Bool {
        (numbers(items) ?? 0) > 2 * placement
    }

    /// About how many numbers drawing `items` writes (a text a glyph's advance a character); nil when a
    /// form cannot hold them.
    private static func numbers(_ items: [Item]) -> Int? {
        var total = 0
        for item in items {
            switch item {
            case .shape(let shape):
                total += 2 * shape.path.points.count
            case .text(let text):
                guard text.role == nil else { return nil }
                total += placement + text.string.count
            case .image(let image):
                guard image.source.format == .svg else { return nil }
                total += placement
            case .group(let group):
                guard group.link == nil, group.alt == nil, let inner = numbers(group.items) else { return nil }
                total += placement + inner
            case .instances(let instances):
                total += placement * instances.transforms.count
            }
        }
        return total
    }
}
