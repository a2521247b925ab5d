import Figures
import Geometry
import Scene
import SpecModel
import SpecReader

/// A one-page document holding a single figure, for `poster draw`.
public enum FigureSheet {
    /// Decodes `figure` (an object with a "kind" and parameters) and places it on a square page of
    /// side `size` points with a small margin. Problems are reported against `source`.
    package static func document(figure: SpecNode, size: Double, background: String?, source: String, options: LoadOptions = LoadOptions()) -> SpecLoader.Result
    {
        let d = SpecContext(file: source)
        options.policy.apply(to: d.world)
        let spec = FigureSpec.decoder.decode(figure, .root, d)
        let backgroundColor =
            background.flatMap { PageSetup.backgroundDecoder.decode(SpecNode(.string($0)), SpecPath.root.appending("background"), d) } ?? .white
        guard let spec, !d.hasErrors else { return SpecLoader.Result(document: nil, diagnostics: d.sorted) }
        let elements = spec.resolved(in: Rect(x: 0, y: 0, width: size, height: size), options: options).spec.figure.estimatedElements
        if elements > options.policy.maximumElements {
            d.error(
                "this figure would draw about \(SpecNode.grouped(elements)) elements, over the budget of \(SpecNode.grouped(options.policy.maximumElements)) (raise it with --max-elements)",
                at: nil, nil)
            return SpecLoader.Result(document: nil, diagnostics: d.sorted)
        }
        if options.raster, let problem = PixelLimit.problem(Size(size, size), dpi: options.dpi, heldWhole: options.imagesHeldWhole) {
            d.error(problem, at: nil, nil)
            return SpecLoader.Result(document: nil, diagnostics: d.sorted)
        }
        let cell = Cell(
            content: .figure(spec), caption: nil, fill: nil, stroke: nil, lineWidth: 1, opacity: 1, span: Span(columns: 1, rows: 1), align: nil,
            padding: nil, bleed: false, source: SpecLocation(path: .root, position: figure.position))
        let page = Rect(x: 0, y: 0, width: size, height: size)
        let texts = TextSources(fonts: nil)
        let composer = CellComposer(
            theme: .classic, trim: page, bleed: 0, options: options, diagnostics: d, figures: FigureCache(), tally: ElementTally(), texts: texts)
        let items = texts.fitted(
            composer.items(cell, in: page.inset(by: size * 0.04), grid: .single, index: 0, captions: CaptionLayout(group: nil, lines: 1)), d)
        // A figure may be refused only where it is laid out (an escape-time picture's pixels).
        guard !d.hasErrors else { return SpecLoader.Result(document: nil, diagnostics: d.sorted) }
        let document = Document(
            title: "poster draw", pages: [Page(size: page.size, background: backgroundColor.alpha > 0 ? backgroundColor : nil, items: items)])
        return SpecLoader.Result(document: document, diagnostics: d.sorted)
    }
}
