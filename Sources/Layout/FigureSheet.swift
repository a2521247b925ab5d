import Geometry
import Scene

/// A one-page document holding a single figure, for `poster draw`.
public enum FigureSheet {
    /// Decodes `figure` (an object with a "kind" and parameters) and places it on a square page of
    /// side `size` points with a small margin. Problems are reported against `source`.
    public static func document(figure: SpecNode, size: Double, background: String?, source: String) -> SpecLoader.Result {
        let d = Diagnostics(file: source)
        let path = SpecPath.root
        let spec = FigureSpec.decode(figure, path, d)
        let backgroundColor = background.flatMap { text -> Color? in
            text == "none" ? nil : ColorParser.decode(SpecNode(.string(text)), path.appending("background"), d)
        }
        guard let spec, !d.hasErrors else { return SpecLoader.Result(document: nil, diagnostics: d.sorted) }
        let cell = Cell(figure: spec, caption: nil, fill: nil, stroke: nil, lineWidth: 1)
        let frame = Rect(x: 0, y: 0, width: size, height: size).inset(by: size * 0.04)
        let items = Composer.cell(cell, in: frame, index: 0, theme: Theme())
        let page = Page(size: Size(size, size), background: background == nil ? .white : backgroundColor, items: items)
        return SpecLoader.Result(document: Document(title: "poster draw", pages: [page]), diagnostics: d.sorted)
    }
}
