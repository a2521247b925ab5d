import Figures
import Geometry
import Scene
import SpecModel

/// The items of the figures built for a document, by figure, frame and style: a figure that appears
/// again in the same place and style (the same cell on every page of a repeated layout, the same row
/// value in a sheet) is built once, and its pages share one copy of its geometry.
///
/// A document laid out whole keeps every figure. One laid out a page at a time calls `nextPage()`
/// before each page, and keeps only the figures of the page before and this one.
final class FigureCache {
    /// A figure in its frame and style, hashed once: comparing figures opens their existential boxes, so a
    /// probe compares the hashes first.
    private struct Key: Hashable {
        let figure: FigureSpec
        let frame: Rect
        let style: FigureStyle
        let digest: Int

        init(figure: FigureSpec, frame: Rect, style: FigureStyle) {
            self.figure = figure
            self.frame = frame
            self.style = style
            var hasher = Hasher()
            hasher.combine(figure)
            hasher.combine(frame)
            hasher.combine(style)
            digest = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.digest == b.digest && a.frame == b.frame && a.style == b.style && a.figure == b.figure
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }
    }

    private var current: [Key: [Item]] = [:]
    private var previous: [Key: [Item]] = [:]

    /// The items of `figure` in `frame` drawn with `style`, built on first use.
    func items(of figure: FigureSpec, in frame: Rect, style: FigureStyle) -> [Item] {
        let key = Key(figure: figure, frame: frame, style: style)
        if let built = current[key] ?? previous[key] {
            current[key] = built
            return built
        }
        let built = figure.figure.items(in: frame, style: style)
        current[key] = built
        return built
    }

    /// Lets go of the figures the page before last used and this page has not.
    func nextPage() {
        previous = current
        current = [:]
    }
}
