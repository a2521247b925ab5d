import Figures
import Geometry
import Scene
import SpecModel
import SpecReader
import Typesetting

/// Turns a checked spec into the scene: pages with their bleed, titles, grids, placed items, footers
/// and crop marks, in page points.
struct Composer {
    let spec: Spec
    /// The spec's blocks flowed onto pages.
    let pages: [PagePlan]
    let options: LoadOptions
    let diagnostics: SpecContext
    /// False when laying the spec out only to find its problems: figures are judged but not built.
    let buildsFigures: Bool
    let figures = FigureCache()
    /// The elements of every figure laid out, at the depth drawn.
    let tally = ElementTally()
    /// Where each text comes from, for reporting how it is set, and the fonts it is set in.
    let texts: TextSources
    /// The captions of each sheet's run, shared by its pages (and by a later layout of the same pages).
    let runCaptions: RunCaptions
    /// The items each sheet's run repeats, drawn as forms in a PDF.
    let repeatedItems = RepeatedItems()

    /// A composer of `spec`'s `pages` (its blocks flowed onto pages: `Pagination`).
    init(spec: Spec, pages: [PagePlan], options: LoadOptions, diagnostics: SpecContext, buildsFigures: Bool = true, runCaptions: RunCaptions = RunCaptions()) {
        self.runCaptions = runCaptions
        texts = TextSources(fonts: options.addedFonts)
        self.spec = spec
        self.pages = pages
        self.options = options
        self.diagnostics = diagnostics
        self.buildsFigures = buildsFigures
    }

    func document() -> Document {
        var document = Document(title: spec.title, pages: pages.indices.map { page($0 + 1) })
        document.info = spec.info
        return document
    }

    /// Page `number` (1-based) laid out, with its outline entry; mirrored left to right when the spec
    /// prints on transfer paper.
    func page(_ number: Int) -> Page {
        var page = laidOut(number)
        let block = pages[number - 1].block
        page.outline = block.outline ?? block.title.map { [$0.string.split(whereSeparator: \.isNewline).joined(separator: " ")] }
        guard spec.print?.mirror == true else { return page }
        page.items = [.group(Group(transform: Affine(a: -1, b: 0, c: 0, d: 1, tx: page.size.width, ty: 0), items: page.items))]
        return page
    }

    private func laidOut(_ number: Int) -> Page {
        let plan = pages[number - 1], block = plan.block
        if let unbuilt = plan.sheet?.cells.first(where: \.cell.figuresLeftOut)?.cell {
            diagnostics.error(
                "this row is on page \(number), yet its figures were left out as on a page not written: a fault in poster;"
                    + " write the whole document (without --pages)", at: unbuilt.source)
        }
        if let sheet = plan.sheet, case .template(let template) = sheet.layout {
            // The label paper stays white unless the spec itself colours it: a theme's page colour is not the paper's.
            return labels(
                sheet, template, page: number, run: plan.run, background: block.background ?? spec.page.background ?? .white,
                theme: theme(of: block, page: template.paper))
        }
        let setup = spec.page
        let bleed = setup.bleed
        let trim = Rect(origin: .zero, size: setup.size)
        let m = setup.margins
        var content = trim.inset(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
        var items: [Item] = []
        let theme = theme(of: block, page: setup.size)
        if let title = block.title {
            items.append(heading(title, .title, weight: .bold, role: .title, theme: theme, atTopOf: &content))
        }
        if let subtitle = block.subtitle {
            items.append(heading(subtitle, .subtitle, role: .subtitle, theme: theme, atTopOf: &content))
        }
        if let footer = (block.footer ?? spec.footer)?.numbered(page: number, of: pages.count) {
            let size = footer.size ?? footer.sizeStep.map(theme.size) ?? theme.size(.footer)
            let lines = footer.maxLines ?? 1
            let height = min(size * 2 * Double(lines), content.height * Self.mostOfThePage)
            let band = Rect(x: content.minX, y: content.maxY - height, width: content.width, height: height)
            items.append(heading(footer, in: band, size: size, lines: lines, theme: theme))
            content = content.inset(top: 0, left: 0, bottom: band.height, right: 0)
        }
        var index = 0
        let cellComposer = CellComposer(
            theme: theme, trim: trim, bleed: bleed, options: options, diagnostics: diagnostics, figures: figures, tally: tally, texts: texts,
            buildsFigures: buildsFigures,
            page: (number, pages.count))
        items += cellComposer.grid(block.grid, block.cells, in: content, index: &index, group: "page \(number) grid")
        if let sheet = plan.sheet {
            var records = cellComposer
            records.tagsTexts = false
            records.groupsItemTexts = true
            records.repeatedItems = repeatedItems(of: plan.run, backs: sheet.mirrored)
            items += self.sheet(sheet, run: plan.run, in: content, on: trim.size, records, group: "page \(number) sheet")
        }
        for (k, placed) in block.grids.enumerated() {
            items += cellComposer.grid(placed.grid, placed.cells, in: placed.frame, index: &index, group: "page \(number) grid \(k + 1)")
        }
        for placed in block.items {
            items += cellComposer.items(
                placed.cell, in: placed.frame, grid: .single, index: index, captions: CaptionLayout(group: nil, lines: 2), textFills: true)
            index += 1
        }
        items = texts.fitted(items, diagnostics, shared: runCaptions.sharedSizes)
        let slug = self.slug
        let edge = bleed + slug
        let media = Rect(x: 0, y: 0, width: trim.width + 2 * edge, height: trim.height + 2 * edge)
        let background = (block.background ?? setup.background ?? theme.background)
        let painted = background.alpha > 0
        guard edge > 0 else {
            return Page(size: media.size, background: painted ? background : nil, items: items)
        }
        let placedTrim = Rect(origin: Point(edge, edge), size: trim.size)
        let bleedBox = placedTrim.inset(by: -bleed)
        // The slug is the paper's: the background fills the bleed box only.
        var page = Page(size: media.size, background: painted ? (slug > 0 ? .white : background) : nil)
        if painted, slug > 0, let box = Path.rectangle(bleedBox) { page.items.append(.shape(Shape(path: box, fill: .solid(background)))) }
        page.items.append(.group(Group(transform: .translate(edge, edge), items: items)))
        if setup.cropMarks { page.items += CropMarks.items(trim: placedTrim, bleed: bleed, slug: slug) }
        page.trimBox = placedTrim
        page.bleedBox = bleedBox
        return page
    }

    /// A title or subtitle at its size on the type scale in a band at the top of `content`, which loses
    /// the band: on one line unless the spec allows more, or two when one would set it smaller than
    /// `wrapsBelow` of its size.
    private func heading(_ text: TextSpec, _ step: TypeScale.Step, weight: Font.Weight = .regular, role: TextRole, theme: Theme, atTopOf content: inout Rect)
        -> Item
    {
        let size = text.size ?? text.sizeStep.map(theme.size) ?? theme.size(step)
        let top = content
        let lines =
            text.maxLines
            ?? {
                let line = Rect(x: top.minX, y: top.minY, width: top.width, height: Self.bandHeight(size, lines: 1))
                let probe = text.scene(in: line, size: size, weight: weight, theme: theme, lines: 1, fitGroup: nil)
                return texts.fitting(probe, at: text.source, diagnostics).map { $0.size < size * Self.wrapsBelow } ?? false ? 2 : 1
            }()
        let band = Rect(
            x: content.minX, y: content.minY, width: content.width, height: min(Self.bandHeight(size, lines: lines), content.height * Self.mostOfThePage))
        content = content.inset(top: band.height, left: 0, bottom: 0, right: 0)
        return heading(text, in: band, size: size, weight: weight, lines: lines, role: role, theme: theme)
    }

    /// The most of the space left a title's, subtitle's or footer's band may take: set smaller to fit
    /// when its size would take more (a warning says so).
    static let mostOfThePage = 0.25

    /// How much smaller than its size a title or subtitle may be set on one line before it takes two.
    static let wrapsBelow = 0.85

    /// The height of a title's or subtitle's band of `lines` lines of `size`.
    static func bandHeight(_ size: Double, lines: Int) -> Double { size * (0.6 + 1.2 * Double(lines)) }

    /// A title, subtitle or footer in its band, its lines balanced; a footer has no role (it is not the page's content).
    private func heading(_ text: TextSpec, in band: Rect, size: Double, weight: Font.Weight = .regular, lines: Int, role: TextRole? = nil, theme: Theme) -> Item
    {
        let item = Item.text(
            text.scene(in: band, size: size, weight: weight, theme: theme, lines: lines, fitGroup: nil, balance: lines > 1, sizeIsThePlaces: true, role: role))
        if let source = text.source { texts.note([item], at: source) }
        return item
    }

    /// The spec's theme on a page of `page` (its trim), with the language of `block`'s texts that say none.
    private func theme(of block: PageBlock, page: Size) -> Theme {
        var theme = spec.theme
        theme.language = block.lang ?? spec.lang
        theme.page = page
        return theme
    }

    /// Page `number`'s size, as `page(number)` lays it out, without laying it out: a label sheet's paper,
    /// else the page setup's trim grown by the bleed and slug on every side.
    func pageSize(_ number: Int) -> Size {
        if let sheet = pages[number - 1].sheet, case .template(let template) = sheet.layout { return template.paper }
        let edge = spec.page.bleed + slug
        return Size(spec.page.size.width + 2 * edge, spec.page.size.height + 2 * edge)
    }

    /// The paper printed around the bleed for crop marks and the slug's line.
    private var slug: Double { spec.print?.slug ?? (spec.page.cropMarks ? CropMarks.defaultSlug : 0) }

    /// A page of a label sheet: its paper, each cell on its label (of those on the paper) inside the template's markup margin
    /// (its padding unless the cell says otherwise), clipped to a label that is not a rectangle; with
    /// `print.outline`, every label's outline for a test print. No titles, bleed or crop marks.
    private func labels(_ sheet: SheetPage, _ template: SheetTemplate, page number: Int, run: Int, background: Color, theme: Theme) -> Page {
        let paper = Rect(origin: .zero, size: template.paper)
        let frames = template.framesOnPaper(onPage: paper)
        var composer = CellComposer(
            theme: theme, trim: paper, bleed: 0, options: options, diagnostics: diagnostics, figures: figures, tally: tally, texts: texts,
            buildsFigures: buildsFigures,
            page: (number, pages.count))
        composer.tagsTexts = false
        composer.groupsItemTexts = true
        composer.repeatedItems = repeatedItems(of: run, backs: sheet.mirrored)
        let placed = sheet.cells.map { positioned -> (Cell, Rect) in
            let frame = frames[positioned.position]
            return (positioned.cell, sheet.mirrored ? behind(frame, on: paper.size) : frame)
        }
        var label = Grid.single
        label.padding = template.markup
        let captions = self.captions(of: run, backs: sheet.mirrored, frame: frames[0], grid: label, composer, pageGroup: "page \(number) labels")
        var items = zip(placed, sheet.cells).flatMap { placed, positioned -> [Item] in
            let drawn = composer.items(placed.0, in: placed.1, grid: label, index: positioned.position, captions: captions)
            if case .rectangle = template.shape { return drawn }
            return [.group(Group(clip: template.outline(in: placed.1), items: drawn))]
        }
        if spec.print?.outline == true {
            let frames = sheet.mirrored ? frames.map { behind($0, on: paper.size) } : frames
            var outlines = PathBuilder()
            for frame in frames { template.outline(in: frame).map { outlines.append($0) } }
            if let path = outlines.finish() { items.append(.shape(Shape(path: path, stroke: Stroke(paint: .solid(.black), width: 0.25)))) }
        }
        return Page(
            size: paper.size, background: background.alpha > 0 ? background : nil, items: texts.fitted(items, diagnostics, shared: runCaptions.sharedSizes))
    }

    /// A sheet page's cells at their positions in its grid; a back page puts each cell behind its front.
    private func sheet(_ sheet: SheetPage, run: Int, in area: Rect, on trim: Size, _ composer: CellComposer, group: String) -> [Item] {
        guard case .grid(let grid) = sheet.layout else { return [] }
        // A sheet's cells hold other rows' texts page by page: its automatic tracks take shares.
        let tracks = composer.trackLayout(grid, [], rows: grid.rows ?? 1, in: area).0
        let placed = sheet.cells.map { positioned -> (Cell, Rect) in
            let slot = GridPlacement.Slot(column: positioned.position % grid.columns, row: positioned.position / grid.columns, columns: 1, rows: 1)
            let frame = tracks.frame(of: slot)
            return (positioned.cell, sheet.mirrored ? behind(frame, on: trim) : frame)
        }
        let first = tracks.frame(of: GridPlacement.Slot(column: 0, row: 0, columns: 1, rows: 1))
        let captions = self.captions(of: run, backs: sheet.mirrored, frame: first, grid: grid, composer, pageGroup: group)
        var composed = zip(placed, sheet.cells).map { placed, positioned in
            composer.composed(placed.0, in: placed.1, grid: grid, index: positioned.position, captions: captions)
        }
        let rows = sheet.cells.map { $0.position / grid.columns }
        ComposedCell.lineUpCaptions(&composed, under: rows, above: rows)
        return composed.flatMap(composer.assembled)
    }

    /// Where the back of `frame` (on the front of a sheet of paper `paper`) lies on the back page: across
    /// the page's vertical axis when the printer turns the paper over its long edge, across its horizontal
    /// axis over its short edge, whatever the margins.
    private func behind(_ frame: Rect, on paper: Size) -> Rect {
        switch spec.print?.duplex ?? .longEdge {
        case .longEdge: Rect(x: paper.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        case .shortEdge: Rect(x: frame.minX, y: paper.height - frame.maxY, width: frame.width, height: frame.height)
        }
    }

    /// How the captions of a sheet's run (its fronts or its backs) are laid out on each of its pages: the
    /// lines of their bands and the fit group they share a size in, worked out over every page of the run.
    private func captions(of run: Int, backs: Bool, frame: Rect, grid: Grid, _ composer: CellComposer, pageGroup: String) -> CaptionLayout {
        let group = RunCaptions.group(run: run, backs: backs)
        let layout = runCaptions.layout(of: group) {
            let cells = cells(of: run, backs: backs).lazy.map(\.cell)
            // Worked out as on the run's first page, whichever page asks first: the same for every selection of pages.
            var first = composer
            first.page.number = (pages.firstIndex { $0.run == run && $0.sheet?.mirrored == backs } ?? 0) + 1
            let (lines, shared) = first.runCaptions(cells, frame: frame, grid: grid, group: group)
            return RunCaptions.Layout(lines: lines, shared: shared)
        }
        return CaptionLayout(group: group, lines: layout.lines, pageGroup: pageGroup)
    }

    /// The cells of a sheet's run, its fronts or its backs, over every page, with their places on their pages.
    private func cells(of run: Int, backs: Bool) -> some Collection<PositionedCell> {
        pages.lazy.filter { $0.run == run && $0.sheet?.mirrored == backs }.flatMap { $0.sheet?.cells ?? [] }
    }

    /// The digests of the items the fronts or backs of sheet run `run` repeat, for a PDF, which draws them as
    /// forms; nil for other outputs.
    private func repeatedItems(of run: Int, backs: Bool) -> Set<Int>? {
        guard options.writesPDF else { return nil }
        return repeatedItems.digests(of: RunCaptions.group(run: run, backs: backs)) { cells(of: run, backs: backs) }
    }
}
