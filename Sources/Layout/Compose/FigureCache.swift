import Figures
import Geometry
import Scene

/// The items of every figure built for a document, by figure, frame and style: a figure that appears
/// again in the same place and style (the same cell on every page of a repeated layout, the same row
/// value in a sheet) is built once, and its pages share one copy of its geometry.
final class FigureCache {
    private struct Key: Hashable {
        let figure: FigureSpec
        let frame: Rect
        let style: FigureStyle
    }

    private var items: [Key: [Item]] = [:]

    /// The items of `figure` in `frame` drawn with `style`, built on first use.
    func items(of figure: FigureSpec, in frame: Rect, style: FigureStyle) -> [Item] {
        let key = Key(figure: figure, frame: frame, style: style)
        if let built = items[key] { return built }
        let built = figure.figure.items(in: frame, style: style)
        items[key] = built
        return built
    }
}
