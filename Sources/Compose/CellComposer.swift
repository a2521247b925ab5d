import Figures
import Geometry
import Scene
import SpecModel
import SpecReader
import Typesetting

/// How the captions of one grid are set: the fit group they share (nil: each fits on its own) and
/// the lines every caption band holds.
struct CaptionLayout {
    /// The fit group of the captions that share a size over a sheet's run of pages ("shared").
    var group: String?
    var lines: Int
    /// The fit group of those that share one only on their page ("page").
    var pageGroup: String?

    init(group: String?, lines: Int, pageGroup: String? = nil) {
        self.group = group
        self.lines = lines
        self.pageGroup = pageGroup ?? group
    }
}

/// Lays out one cell or placed item: its bleed, frame, padding, caption, and its figure or text.
struct CellComposer {
    let theme: Theme
    let trim: Rect
    let bleed: Double
    let options: LoadOptions
    let diagnostics: SpecContext
    /// Shared by every cell of the document.
    let figures: FigureCache
    let tally: ElementTally
    let texts: TextSources
    /// False when laying a spec out only to find its problems: figures are judged, and built only when small.
    var buildsFigures = true
    /// The number of the page laid out and the document's page count, for `{page}` and `{pages}` in texts.
    var page = (number: 1, count: 1)
    /// The most elements a figure may have to be built when only its problems are wanted.
    static let checkedFigureElements = 1_000
    /// Whether its texts and captions are tagged for a PDF's structure tree: not a sheet's cells, whose
    /// thousands of records are printed rather than read (tagging 12,000 labels' names cost a tenth of
    /// the run). A figure's `alt`, which the spec asks for, is tagged wherever it is.
    var tagsTexts = true
    /// Whether the texts of a cell's items share a size per item across the page, as a sheet's do: every
    /// name on a sheet of badges at one size, but for one that fits only far smaller (`GroupSize`).
    var groupsItemTexts = false
    /// Where figures leave ink, for the captions that sit by it.
    let ink = InkBounds(textsReachPastBoxes: false)
    /// The digests of the items a sheet's run repeats (`RepeatedItems`), for a PDF: each run of them in a
    /// cell is composed in the cell's own space and drawn as a form. Nil: every item is drawn where it is.
    var repeatedItems: Set<Int>? = nil

    /// The captions of a sheet's run of pages (`cells`, all in frames the size of `frame`): two lines in
    /// every band when any of them does not fit one line at its size, else one; and the size the run's
    /// shared captions fit at together (the group's `group`), which each page fits its own at most at.
    func runCaptions(_ cells: some Collection<Cell>, frame: Rect, grid: Grid, group: String) -> (lines: Int, shared: Double?) {
        // Each caption fitted once on one line: that says whether any wraps, and when none does (nor asks
        // for more lines), the size they share; otherwise the shared ones are fitted again in their bands.
        var wraps = false, again = false
        var sizes: [Double] = []
        func caption(of cell: Cell) -> TextSpec? { cell.numbered(page: page.number, of: page.count).caption }
        func isShared(_ caption: TextSpec) -> Bool { caption.fit != .own && caption.fit != .page }
        for cell in cells {
            guard let caption = caption(of: cell) else { continue }
            let (band, size) = captionBand(caption, in: area(of: cell, in: frame, grid: grid), lines: 1)
            let text = caption.scene(in: band, size: size, theme: theme, lines: 1, fitGroup: nil)
            guard let fit = texts.fitting(text, at: cell.source, diagnostics)?.size else { continue }
            wraps = wraps || fit < size
            guard isShared(caption) else { continue }
            if (caption.maxLines ?? 1) == 1 { sizes.append(fit) } else { again = true }
        }
        let lines = wraps ? 2 : 1
        guard wraps || again else { return (lines, GroupSize.shared(sizes)) }
        sizes = []
        for cell in cells {
            guard let caption = caption(of: cell), isShared(caption) else { continue }
            let (band, size) = captionBand(caption, in: area(of: cell, in: frame, grid: grid), lines: lines)
            let text = caption.scene(in: band, size: size, theme: theme, lines: caption.maxLines ?? lines, fitGroup: group, balance: true)
            guard let fit = texts.fitting(text, at: cell.source, diagnostics)?.size else { continue }
            sizes.append(fit)
        }
        return (lines, GroupSize.shared(sizes))
    }

    /// The caption layout of the cells of one grid: two lines in every band when any caption does not
    /// fit one line at its size, else one.
    func captionLayout(_ cells: [(cell: Cell, frame: Rect, grid: Grid)], group: String) -> CaptionLayout {
        let wraps = cells.contains { cell, frame, grid in
            guard let caption = cell.numbered(page: page.number, of: page.count).caption else { return false }
            let (band, size) = captionBand(caption, in: area(of: cell, in: frame, grid: grid), lines: 1)
            let text = caption.scene(in: band, size: size, theme: theme, lines: 1, fitGroup: nil)
            return texts.fitting(text, at: cell.source, diagnostics).map { $0.size < size } ?? false
        }
        return CaptionLayout(group: group, lines: wraps ? 2 : 1)
    }

    /// Where a cell's content goes: its frame, into the bleed when asked, less its padding.
    func area(of cell: Cell, in frame: Rect, grid: Grid) -> Rect {
        (cell.bleed ? extendedIntoBleed(frame) : frame).inset(by: cell.padding ?? grid.padding)
    }

    /// The band at the bottom of `area` (at its top, for a caption above) for a caption of `lines` lines,
    /// and the caption's size: the theme's caption size, or a tenth of the area's height in a small cell.
    func captionBand(_ caption: TextSpec, in area: Rect, lines: Int, under: Bool = true) -> (Rect, Double) {
        let size = caption.size ?? caption.sizeStep.map(theme.size) ?? min(theme.size(.caption), area.height * Self.captionShare)
        let height = size * (0.47 + 1.2 * Double(caption.maxLines ?? lines))
        return (Rect(x: area.minX, y: under ? area.maxY - height : area.minY, width: area.width, height: height), size)
    }

    /// The most of a cell's height a caption's size may be.
    static let captionShare = 0.1
    /// The space between a figure's ink and its caption, in the caption's size.
    static let captionGap = 0.3

    /// The items of `cell` in `frame` (trim coordinates); `index` picks its palette colour. A text fills
    /// its box when `textFills` (an item's, whose box was drawn for it), else it is set at the body size.
    func items(_ cell: Cell, in frame: Rect, grid: Grid, index: Int, captions: CaptionLayout, textFills: Bool = false, textGroup: String? = nil) -> [Item] {
        assembled(composed(cell, in: frame, grid: grid, index: index, captions: captions, textFills: textFills, textGroup: textGroup))
    }

    /// `cell` composed in `frame` as `items` composes it, its caption kept apart for a grid to line up;
    /// its text in fit group `textGroup`.
    func composed(
        _ cell: Cell, in frame: Rect, grid: Grid, index: Int, captions: CaptionLayout, textFills: Bool = false, textGroup: String? = nil
    ) -> ComposedCell {
        let cell = cell.numbered(page: page.number, of: page.count)
        var items: [Item] = []
        switch grid.frame {
        case .none: break
        case .ink: items += outline(frame, theme.ink)
        case .color(let c): items += outline(frame, c)
        }
        let box = area(of: cell, in: frame, grid: grid)
        let align = cell.align ?? grid.align
        var area = box
        var caption: (text: Text, size: Double)?
        if let written = cell.caption {
            let under = cell.captionAt.isUnder
            let (band, size) = captionBand(written, in: area, lines: captions.lines, under: under)
            let group = written.fit == .page ? captions.pageGroup : captions.group
            let vertical: Text.VerticalAlignment = cell.captionAt.followsInk ? (under ? .top : .bottom) : .center
            let text = written.scene(
                in: band, size: size, theme: theme, lines: written.maxLines ?? captions.lines, fitGroup: group, balance: true, vertical: vertical,
                sizeIsThePlaces: true,
                role: tagsTexts ? .caption : nil)
            caption = (text, size)
            area = under ? area.inset(top: 0, left: 0, bottom: band.height, right: 0) : area.inset(top: band.height, left: 0, bottom: 0, right: 0)
        }
        switch cell.content {
        case .text(let text):
            let fills = text.fit == .fill || (textFills && text.size == nil && text.sizeStep == nil)
            let size = text.size ?? text.sizeStep.map(theme.size) ?? (fills ? min(max(area.height * 0.3, 4), 72) : theme.size(.body))
            // A cell's text starts at its top, as a page's paragraphs do, unless its alignment says otherwise.
            let vertical = align == .fill && !textFills ? .top : Self.vertical(align)
            let item = Item.text(
                text.scene(
                    in: area, size: size, theme: theme, lines: nil, fitGroup: textGroup, vertical: vertical, sizeIsThePlaces: !fills,
                    role: tagsTexts ? .paragraph : nil))
            texts.note([item], at: text.source ?? cell.source)
            items.append(item)
        case .figure(let spec):
            var drawn = figure(spec, cell, in: align.frame(in: area), index: index)
            if let alt = cell.alt { drawn = [.group(Group(alt: alt, items: drawn))] }
            if var placed = caption, cell.captionAt.followsInk, let ink = ink.of(drawn), ink.width > 0 || ink.height > 0 {
                placed.text.box.origin.y = Self.captionTop(placed.text.box, size: placed.size, by: ink, under: cell.captionAt.isUnder)
                caption = placed
            }
            texts.note(drawn, at: cell.source)
            items = drawn + items
        case .none:
            break
        }
        let followsInk: Bool = if case .figure = cell.content { cell.captionAt.followsInk } else { false }
        return ComposedCell(cell: cell, items: items, caption: caption?.text, captionFollowsInk: followsInk, box: box, index: index)
    }

    /// The items of a composed cell: its own, its caption, the items it holds, under its link.
    func assembled(_ composed: ComposedCell) -> [Item] {
        let cell = composed.cell
        var items = composed.items
        if let caption = composed.caption {
            let item = Item.text(caption)
            texts.note([item], at: cell.caption?.source ?? cell.source)
            items.append(item)
        }
        // A link's area is where its items leave ink: a form's would be the whole of its bounds.
        // The items are in the cell's data row (a sheet's rows share the items their values leave alone), and
        // what they report names it.
        let inRow = cell.items.map { $0.made(from: cell.source.row) }
        items += placed(inRow, in: composed.box, index: composed.index, repeated: cell.link == nil ? repeatedItems : nil)
        guard let link = cell.link else { return items }
        if case .page(let number) = link, number > page.count {
            diagnostics.error(
                "\"link\" leads to page \(number), and the document has \(page.count)", at: cell.source.position, cell.source.path.appending("link"))
        }
        return [.group(Group(link: link, items: items))]
    }

    /// Where a text cell's lines sit, as its alignment places a figure.
    private static func vertical(_ align: Alignment) -> Text.VerticalAlignment {
        switch align.unitPoint.y {
        case ..<0.25: .top
        case 0.75...: .bottom
        default: .center
        }
    }

    /// The top of a caption's `band` moved to just below (or above) a figure's `ink`, the figure staying
    /// where its alignment put it (so the figures of a grid stay in line); never further than the band's
    /// place at the cell's edge.
    private static func captionTop(_ band: Rect, size: Double, by ink: Rect, under: Bool) -> Double {
        let gap = size * captionGap
        return under ? min(band.minY, ink.maxY + gap) : max(band.minY, ink.minY - gap - band.height)
    }

    /// The cells of `grid` laid out in `area`, each placed in its slot; `index` counts the cells drawn
    /// (palette colours), `group` names the grid's caption fit group.
    func grid(_ grid: Grid, _ cells: [Cell], in area: Rect, index: inout Int, group: String) -> [Item] {
        var placement = GridPlacement(columns: grid.columns, rows: grid.rows)
        let slots = cells.compactMap { cell in placement.place(span: cell.span).map { (cell, $0) } }
        let (loose, shares) = trackLayout(grid, slots, rows: placement.rowCount, in: area)
        var placed = slots.map { cell, slot in (cell, loose.frame(of: slot)) }
        if let (cell, frame) = placed.first(where: { $0.1.width <= 0 || $0.1.height <= 0 }) {
            let across = frame.width <= 0
            let sizes = across ? grid.columnSizes : grid.rowSizes ?? Array(repeating: .chosen, count: placement.rowCount)
            let needed = TrackLayout.fixedRoom(of: sizes, gap: across ? grid.columnGap : grid.rowGap)
            diagnostics.error(
                "the grid's gaps and fixed \(across ? "columns" : "rows") take \(Length.format(needed))pt \(across ? "across" : "down"), of the"
                    + " \(Length.format(across ? area.width : area.height))pt there is: its cells have no room",
                at: cell.source.position, cell.source.path)
            return []
        }
        var captions = captionLayout(placed.map { ($0.0, $0.1, grid) }, group: group)
        let tracks = loose.tighteningRows(needs: rowNeeds(grid, slots, in: loose, captionLines: captions.lines), shares: shares)
        if tracks.rowGap != loose.rowGap || tracks.rows.map(\.size) != loose.rows.map(\.size) {
            placed = slots.map { cell, slot in (cell, tracks.frame(of: slot)) }
            captions = captionLayout(placed.map { ($0.0, $0.1, grid) }, group: group)
        }
        var composed: [ComposedCell] = []
        for (cell, frame) in placed {
            composed.append(self.composed(cell, in: frame, grid: grid, index: index, captions: captions))
            index += 1
        }
        ComposedCell.lineUpCaptions(&composed, under: slots.map { $0.1.row + $0.1.rows - 1 }, above: slots.map(\.1.row))
        return composed.flatMap(assembled)
    }

    /// Where the tracks of `grid` lie in `area`: an automatic column as wide as the widest unbroken text
    /// of its cells, an automatic row (or a row of texts alone, when the grid chooses) as tall as its
    /// tallest text set at its size in its column; cells spanning several tracks size none. With it,
    /// which rows took a share of the room.
    func trackLayout(_ grid: Grid, _ slots: [(Cell, GridPlacement.Slot)], rows: Int, in area: Rect) -> (TrackLayout, shares: [Bool]) {
        var byColumn: [Int: [Cell]] = [:], byRow: [Int: [(Cell, GridPlacement.Slot)]] = [:]
        for (cell, slot) in slots {
            if slot.columns == 1, grid.columnSizes[slot.column] == .auto { byColumn[slot.column, default: []].append(cell) }
            if slot.rows == 1 { byRow[slot.row, default: []].append((cell, slot)) }
        }
        let columns = TrackLayout.resolve(grid.columnSizes, from: area.minX, length: area.width, gap: grid.columnGap) { column in
            byColumn[column]?.compactMap { textExtent(of: $0, width: nil, grid: grid)?.width }.max()
        }
        let rowSizes = grid.rowSizes ?? Array(repeating: .chosen, count: max(1, rows))
        let contents: [Double?] = rowSizes.indices.map { row in
            guard rowSizes[row] == .auto || rowSizes[row] == .chosen, let cells = byRow[row] else { return nil }
            let heights = cells.map { cell, slot in
                let first = columns[slot.column], last = columns[slot.column + slot.columns - 1]
                return textExtent(of: cell, width: last.start + last.size - first.start, grid: grid)?.height
            }
            guard heights.allSatisfy({ $0 != nil }) else { return nil }
            return heights.compactMap { $0 }.max()
        }
        let rows = TrackLayout.resolve(rowSizes, from: area.minY, length: area.height, gap: grid.rowGap) { contents[$0] }
        let shares = rowSizes.indices.map { row in
            switch rowSizes[row] {
            case .length: false
            case .fraction: true
            case .auto, .chosen: contents[row] == nil
            }
        }
        return (TrackLayout(columns: columns, rows: rows, columnGap: grid.columnGap, rowGap: grid.rowGap), shares)
    }

    /// The room a text cell's text takes at its size, its padding round it, its lines broken at `width`
    /// (nil: unbroken); nil for a cell holding more than a text set at a size.
    private func textExtent(of cell: Cell, width: Double?, grid: Grid) -> Size? {
        guard case .text(let text) = cell.numbered(page: page.number, of: page.count).content, cell.caption == nil, cell.items.isEmpty, text.fit != .fill
        else { return nil }
        let padding = cell.padding ?? grid.padding
        let size = text.size ?? text.sizeStep.map(theme.size) ?? theme.size(.body)
        let box = Rect(x: 0, y: 0, width: width.map { max(0, $0 - 2 * padding) } ?? PageSetup.maximumSide, height: PageSetup.maximumSide)
        let natural = Typesetter.naturalSize(of: text.scene(in: box, size: size, theme: theme, lines: nil, fitGroup: nil))
        return Size(natural.width + 2 * padding, natural.height + 2 * padding)
    }

    /// The items of a cell whose box is `box`, in order: each run of those the sheet repeats (their digests
    /// `repeated`, at the cell's place on the page, `index`) that a form can hold composed in the box's own
    /// space and placed as a form, where a form is worth it.
    private func placed(_ cellItems: [CellItem], in box: Rect, index: Int, repeated: Set<Int>?) -> [Item] {
        guard let repeated else { return cellItems.flatMap { placed($0, in: box, index: index) } }
        // The form is placed at whole points: the numbers it holds plus the place are then the numbers the
        // page would hold (cairo prints them to a thousandth), so its pixels are the page's own.
        let place = Point(box.minX.rounded(.down), box.minY.rounded(.down))
        let own = Rect(x: box.minX - place.x, y: box.minY - place.y, width: box.width, height: box.height)
        var items: [Item] = [], run: [(item: CellItem, drawn: [Item])] = []
        func endRun() {
            let drawn = run.flatMap(\.drawn)
            if FormWorth.isWorth(drawn) {
                items.append(.group(Group(transform: .translate(place.x, place.y), isForm: true, items: drawn)))
            } else {
                items += run.flatMap { placed($0.item, in: box, index: index) }
            }
            run = []
        }
        for item in cellItems {
            if repeated.contains(RepeatedItems.digest(of: item, at: index)) {
                let drawn = placed(item, in: own, index: index)
                if FormWorth.canHold(drawn) {
                    run.append((item, drawn))
                    continue
                }
            }
            endRun()
            items += placed(item, in: box, index: index)
        }
        endRun()
        return items
    }

    /// An item of a cell whose box is `box`: composed as a cell of its own in its frame, then turned
    /// about its centre, clipped and made translucent as a whole.
    private func placed(_ item: CellItem, in box: Rect, index: Int) -> [Item] {
        guard item.when == nil else {
            diagnostics.error(
                "\"when\" chooses an item by a sheet's row, and this cell is not a sheet's", at: item.cell.source.position,
                item.cell.source.path.appending("when"))
            return []
        }
        let frame = item.frame(in: box)
        var cell = item.cell
        let opacity = cell.opacity
        cell.opacity = 1
        let drawn: [Item]
        if let grid = item.grid {
            var counted = index
            drawn = self.grid(grid, item.cells, in: frame, index: &counted, group: "\(item.cell.source.path) grid")
        } else {
            let group = groupsItemTexts ? "items \(item.cell.source.path)" : nil
            drawn = items(cell, in: frame, grid: .single, index: index, captions: CaptionLayout(group: nil, lines: 1), textFills: true, textGroup: group)
        }
        let (faded, groupOpacity) = Self.faded(drawn, by: opacity)
        guard item.rotate != 0 || item.clip != .none || groupOpacity < 1 else { return faded }
        let turn = item.rotate == 0 ? Affine.identity : Affine.rotate(.degrees(item.rotate), about: frame.center)
        // The clip is the item's own shape, turned with it.
        return [.group(Group(transform: turn, opacity: groupOpacity, clip: item.clip.path(in: frame), items: faded))]
    }

    private func figure(_ written: FigureSpec, _ cell: Cell, in frame: Rect, index: Int) -> [Item] {
        let (spec, choice) = written.resolved(in: frame, options: options)
        if let choice { note(choice, of: spec.figure, in: frame) }
        if let escape = spec.figure as? EscapeTimeSpec, !EscapeTimeCheck.passes(escape, in: frame, options: options, row: cell.source.row, diagnostics) {
            return []
        }
        tally.add(spec.figure.estimatedElements, at: cell.source)
        if let detail = spec.figure.finestDetail(in: frame), detail * options.dpi / 72 < 0.5 {
            let pixels = (detail * options.dpi / 72 * 100).rounded() / 100
            diagnostics.warning(
                "at \(SpecNode.format(options.dpi)) dpi the finest detail of this figure is \(SpecNode.format(pixels)) px: it will not show",
                at: cell.source.position, cell.source.path)
        }
        // Laid out only to find problems, small figures are built all the same: their texts (pie labels,
        // badge names) are fitted and warned about as when they are drawn.
        guard buildsFigures || spec.figure.estimatedElements <= Self.checkedFigureElements else {
            tally.unbuilt += 1
            return []
        }
        let fill = cell.fill.map { $0.paint(in: spec.figure.paintArea(in: frame)) } ?? .solid(theme.palette[index % theme.palette.count])
        let stroke = cell.stroke.map { Stroke(paint: .solid($0), width: cell.lineWidth, cap: cell.cap ?? .butt, join: .round, dash: cell.dash) }
        var style = FigureStyle(fill: fill, stroke: stroke, palette: theme.palette, ink: theme.ink, font: theme.font)
        style.penDash = cell.dash
        style.penCap = cell.cap ?? .round
        let items = figures.items(of: spec, in: frame, style: style)
        PicturePreflight(options: options, diagnostics: diagnostics).check(items, at: cell.source)
        let (faded, opacity) = Self.faded(items, by: cell.opacity)
        return opacity < 1 ? [.group(Group(opacity: opacity, items: faded))] : faded
    }

    /// `items` made `opacity` translucent: one shape painted once (a fill or a stroke, not both, which
    /// overlap) fades in its paint, as a transparency group of it shows it, and needs no group (which a
    /// PDF writes as a form of its own); anything else is left to a group of that opacity.
    static func faded(_ items: [Item], by opacity: Double) -> (items: [Item], opacity: Double) {
        guard opacity < 1, items.count == 1, case .shape(var shape) = items[0], (shape.fill == nil) != (shape.stroke == nil) else {
            return (items, opacity)
        }
        shape.fill = shape.fill?.faded(by: opacity)
        if var stroke = shape.stroke {
            stroke.paint = stroke.paint.faded(by: opacity)
            shape.stroke = stroke
        }
        return ([.shape(shape)], 1)
    }

    /// Says what an "auto" depth became, and why: the finest detail it shows, or the element budget.
    private func note(_ choice: DepthChoice, of figure: any Figure, in frame: Rect) {
        let detail = figure.finestDetail(in: frame).map { detail in
            options.raster
                ? "\(SpecNode.format((detail * options.dpi / 72 * 100).rounded() / 100)) px at \(SpecNode.format(options.dpi)) dpi"
                : "\(SpecNode.format((detail * 25.4 / 72 * 1000).rounded() / 1000)) mm"
        }
        let least = options.raster ? "1 px" : "0.1 mm"
        let why =
            choice.budgetBound
            ? "the deepest within the element budget of \(SpecNode.grouped(options.policy.maximumElements)) (raise it with --max-elements)"
            : "the deepest whose finest detail\(detail.map { " (\($0))" } ?? "") is at least \(least)"
        diagnostics.note("\"auto\" chose \(choice.parameter) \(choice.depth), \(why)", at: choice.source.position, choice.source.path)
    }

    /// `frame` with every side that lies on the trim pushed out by the bleed.
    private func extendedIntoBleed(_ frame: Rect) -> Rect {
        let e = 0.01
        let top = abs(frame.minY - trim.minY) < e ? bleed : 0, left = abs(frame.minX - trim.minX) < e ? bleed : 0
        let bottom = abs(frame.maxY - trim.maxY) < e ? bleed : 0, right = abs(frame.maxX - trim.maxX) < e ? bleed : 0
        return frame.inset(top: -top, left: -left, bottom: -bottom, right: -right)
    }

    private func outline(_ frame: Rect, _ color: Color) -> [Item] {
        var builder = PathBuilder()
        builder.rect(frame)
        return FigureStyle(stroke: Stroke(paint: .solid(color), width: 0.5)).shape(builder.finish())
    }
}
