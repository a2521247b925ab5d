import CairoKit
import Geometry
import Imaging
import PrintColor
import Scene
import Typesetting

/// Draws scene items on a cairo context: one switch over the item kinds; texts are drawn in
/// `TextDrawing.swift`, pictures in `ImageDrawing.swift`.
public struct PageRenderer {
    let context: Context
    /// The pictures decoded for the document (or this page), shared by every place that shows them.
    let images: ImageCache
    /// For vector output, where symbols are recorded once and painted per instance; nil for raster
    /// output, where instances are drawn as paths.
    let symbols: SymbolCache?
    /// For SVG, given the lines of each text drawn on the page itself (not those recorded in symbols).
    var textLines: (([TextLine]) -> Void)? = nil
    /// For raster output, the rows of the page drawn (a band of them): what cannot touch them is left out.
    var band: RasterBand? = nil
    /// For a PDF page, its structure and links.
    var tags: PDFTags? = nil
    /// For a CMYK PDF, the stand-ins its colours given as inks are drawn in.
    var inks: InkProxies? = nil
    /// For a PDF: symbols that are a grid of bits (a QR code's modules) drawn as one image mask each.
    let drawsStencils: Bool
    /// For a PDF, where a sheet's repeated items (`Group.isForm`) are recorded once and placed by
    /// reference; nil for other outputs, which draw them as any group.
    let forms: FormCache?
    /// How long a unit of the context's space is on the page at most, in points, when it records a
    /// symbol: the scale of the symbol's smallest copy (1 on the page itself).
    var recordedScale = 1.0

    /// A renderer drawing on `context`, with the pictures of `images` and, for vector output, the symbols of
    /// `symbols`; `textLines` (SVG) is given the lines of every text drawn, `tags` (PDF) tags the page as
    /// it is drawn, `inks` (a CMYK PDF) gives the stand-ins of colours given as inks, `stencils` (PDF)
    /// draws symbols that are a grid of bits as image masks and `forms` (PDF) records forms once.
    public init(
        context: Context, images: ImageCache, symbols: SymbolCache?, textLines: (([TextLine]) -> Void)? = nil, tags: PDFTags? = nil,
        inks: InkProxies? = nil, stencils: Bool = false, forms: FormCache? = nil
    ) {
        self.context = context
        self.images = images
        self.symbols = symbols
        self.textLines = textLines
        self.tags = tags
        self.inks = inks
        drawsStencils = stencils
        self.forms = forms
    }

    /// A renderer drawing the rows of `band` of a raster page.
    init(context: Context, images: ImageCache, band: RasterBand) {
        self.init(context: context, images: images, symbols: nil)
        self.band = band
    }

    /// Draws the page's background and items; the context's user space is in page points. In pixels, the
    /// background covers every pixel, those of the last row and column too where the page is not a whole
    /// number of pixels: an opaque page has no pixel less than opaque.
    public func draw(_ page: Page) throws {
        if let background = page.background {
            try setSource(.solid(background))
            if band == nil {
                context.rectangle(Rect(origin: .zero, size: page.size))
                context.fill()
            } else {
                context.paint()
            }
        }
        for item in page.items { try draw(item) }
        try context.checkStatus()
    }

    private func draw(_ item: Item) throws {
        if let band, band.leavesOut(item, under: context.matrix) { return }
        switch item {
        case .shape(let shape): try draw(shape)
        case .text(let given):
            let text = drawn(given)
            guard let tags else {
                // Drawn first: `textLines?(...)` would not evaluate its argument without a receiver.
                let lines = draw(text, returningLines: textLines != nil)
                textLines?(lines)
                return
            }
            tags.tagging(text.role, in: context) { _ = draw(text, returningLines: false) }
        case .image(let image): try draw(image)
        case .group(let group): try draw(group)
        case .instances(let instances): try draw(instances)
        }
    }

    private func draw(_ instances: Instances) throws {
        if drawsStencils, let stencil = instances.symbol.stencil { return try draw(instances.transforms, stencil) }
        guard let symbols else {
            let instances = PixelGrid.snapped(instances, under: context.matrix)
            // Opaque copies are filled in batches; translucent ones are painted one by one, as vector
            // output paints every instance, so that where copies overlap their colours compound.
            if let band, let template = InstanceFlattener.commonShape(instances), let paint = template.fill, paint.isOpaque {
                return try fill(instances, paint: paint, fillRule: template.fillRule, in: band)
            }
            return try drawCopies(instances)
        }
        // A copy under a point across on the page is drawn as its items, not painted from a recording:
        // cairo 1.16 aborts the process (an assertion in its recording replay) or drops the copy on
        // nested recordings painted that small, as a deep carpet's or triangle's smallest tiles are.
        let side = min(instances.symbol.bounds.width, instances.symbol.bounds.height)
        let scales = instances.transforms.map { SymbolCache.scale(of: $0.then(context.matrix)) * recordedScale }
        let small = scales.map { $0 * side < SymbolCache.smallestRecorded }
        if small.contains(true) {
            var drawn = instances
            drawn.transforms = zip(instances.transforms, small).filter(\.1).map(\.0)
            try drawCopies(drawn)
            guard small.contains(false) else { return }
        }
        let recorded = zip(instances.transforms, small).filter { !$0.1 }.map(\.0)
        let smallest = zip(scales, small).filter { !$0.1 }.map(\.0).min() ?? 1
        let surface = try symbols.recording(of: instances.symbol, atLeast: smallest) { recorder, scale in
            var renderer = PageRenderer(context: recorder, images: images, symbols: symbols, inks: inks, stencils: drawsStencils)
            renderer.recordedScale = scale
            for item in instances.symbol.items { try renderer.draw(item) }
        }
        let pattern = try Pattern.surface(surface)
        for transform in recorded {
            context.withSavedState {
                context.concatenate(transform)
                context.setSource(pattern)
                context.rectangle(instances.symbol.bounds)
                context.fill()
            }
        }
    }

    /// Paints `stencil` in its colour under each of `transforms`, as one image mask: the modules of a QR
    /// code cost a PDF one small image, where as a path they cost cairo a printed number for every corner
    /// (1.9 ms a code, 56 % of a sheet of 3,000 badges).
    private func draw(_ transforms: [Affine], _ stencil: Stencil) throws {
        let mask = try Surface.mask(stencil.grid)
        for transform in transforms {
            try context.withSavedState {
                context.concatenate(transform)
                try setSource(.solid(stencil.color))
                context.mask(mask, x: stencil.grid.origin.x, y: stencil.grid.origin.y)
            }
        }
    }

    /// Draws each copy of the instances' symbol as its items, leaving out those `band` cannot show.
    private func drawCopies(_ instances: Instances) throws {
        let ink = band?.ink.of(instances.symbol)
        for transform in instances.transforms {
            if let band, let ink, band.misses(ink, under: transform.then(context.matrix)) { continue }
            try context.withSavedState {
                context.concatenate(transform)
                for item in instances.symbol.items { try draw(item) }
            }
        }
    }

    /// Fills every shape the instances expand to that `band` can show, a batch of them at a time
    /// (raster output only).
    private func fill(_ instances: Instances, paint: Paint, fillRule: FillRule, in band: RasterBand) throws {
        context.newPath()
        context.setFillRule(fillRule)
        try setSource(paint)
        let limit = PathBatch.limit(for: paint, fillRule: fillRule)
        var pending = 0
        appendVisible(instances, placedBy: .identity, in: band, matrix: context.matrix, limit: limit, pending: &pending)
        context.fill()
    }

    /// Appends the instances' paths in drawing order and fills them a batch at a time, leaving out the
    /// copies `band` cannot show: a copy left out counts its verbs towards the batch all the same
    /// (through `band.skips`), so that every batch ends where it ends on the whole page.
    private func appendVisible(_ instances: Instances, placedBy outer: Affine, in band: RasterBand, matrix: Affine, limit: Int, pending: inout Int) {
        let ink = band.ink.of(instances.symbol)
        for transform in instances.transforms {
            let placed = transform.then(outer)
            if let ink, band.misses(ink, under: placed.then(matrix)) {
                guard limit < .max else { continue }
                let after = band.skips.skip(instances.symbol, pending: pending)
                if after.filled { context.fill() }
                pending = after.pending
                continue
            }
            for item in instances.symbol.items {
                switch item {
                case .shape(let shape):
                    append(shape.path, verbs: shape.path.verbs.indices, firstPoint: 0, transform: placed, matrix: matrix, outset: 0)
                    pending += shape.path.verbs.count
                    if pending >= limit {
                        context.fill()
                        pending = 0
                    }
                case .instances(let inner):
                    appendVisible(inner, placedBy: placed, in: band, matrix: matrix, limit: limit, pending: &pending)
                case .text, .group, .image:
                    continue
                }
            }
        }
    }

    private func draw(_ shape: Shape) throws {
        context.newPath()
        append(shape.path, verbs: shape.path.verbs.indices, firstPoint: 0, matrix: context.matrix, outset: shape.stroke.map(InkBounds.outset(of:)) ?? 0)
        if let fill = shape.fill {
            context.setFillRule(shape.fillRule)
            try setSource(fill)
            context.fill(preserve: shape.stroke != nil)
        }
        if let stroke = shape.stroke {
            context.setLineWidth(stroke.width)
            context.setLineCap(stroke.cap.cairo)
            context.setLineJoin(stroke.join.cairo)
            context.setDash(stroke.dash)
            try setSource(stroke.paint)
            let limit = PathBatch.limit(for: stroke.paint)
            guard shape.path.verbs.count > limit else { return context.stroke() }
            context.newPath()
            let matrix = context.matrix, outset = InkBounds.outset(of: stroke)
            for run in PathBatch.runs(of: shape.path, limit: limit) {
                if let band, band.misses(InkBounds.bounds(of: shape.path.points, in: run.points).inset(by: -outset), under: matrix) { continue }
                append(shape.path, verbs: run.verbs, firstPoint: run.points.lowerBound, matrix: matrix, outset: outset)
                context.stroke()
            }
        }
    }

    /// Appends verbs `verbs` of `path` (the first consuming point `firstPoint`), mapped through
    /// `transform`: in a band, only the subpaths that can touch it (`matrix` maps user space to page
    /// pixels), ink reaching `outset` user units beyond the outline.
    private func append(_ path: Path, verbs: Range<Int>, firstPoint: Int, transform: Affine = .identity, matrix: Affine, outset: Double) {
        guard let band else { return context.append(path, verbs: verbs, firstPoint: firstPoint, transform: transform) }
        for run in band.visibleSubpaths(
            of: path, verbs: verbs, firstPoint: firstPoint, under: transform.then(matrix), outset: RasterBand.pixels(outset, under: matrix))
        {
            context.append(path, verbs: run.verbs, firstPoint: run.firstPoint, transform: transform)
        }
    }

    private func draw(_ group: Group) throws {
        guard let tags, group.link != nil || group.alt != nil else { return try drawGroup(group) }
        try tags.linking(group.link, in: context) { try tags.figure(group.alt, in: context) { try drawGroup(group) } }
    }

    private func drawGroup(_ group: Group) throws {
        if group.isForm, let forms, group.clip == nil, group.opacity == 1, try drawForm(group, from: forms) { return }
        try context.withSavedState {
            context.concatenate(group.transform)
            if let clip = group.clip {
                context.newPath()
                context.append(clip)
                context.clip()
            }
            let isolated = group.opacity < 1
            if isolated { context.pushGroup() }
            for item in group.items { try draw(item) }
            if isolated {
                context.popGroupToSource()
                context.paint(alpha: group.opacity)
            }
        }
    }

    /// Paints the recording of a form's items (recorded the first time they are drawn) under its transform:
    /// in a PDF, one `Do` of the form written once. False when the items have no finite extent.
    private func drawForm(_ group: Group, from forms: FormCache) throws -> Bool {
        let recording = try forms.recording(of: group.items) { recorder in
            let renderer = PageRenderer(context: recorder, images: images, symbols: symbols, inks: inks, stencils: drawsStencils)
            for item in group.items { try renderer.draw(item) }
        }
        guard let recording else { return false }
        context.withSavedState {
            context.concatenate(group.transform)
            context.setSource(recording)
            context.paint()
        }
        return true
    }

    /// `color` as cairo is to draw it: a colour given as inks by its stand-in in a CMYK PDF.
    private func drawn(_ color: Color) -> Color {
        inks?.drawn(color) ?? color
    }

    /// `text` as cairo is to draw it in a CMYK PDF: colours given as inks, and dark ones that print in
    /// black ink as text (`TextInk`), by their stand-ins, each span's at its own size.
    private func drawn(_ text: Text) -> Text {
        guard let inks else { return text }
        var text = text
        let given = text.color
        text.color = inks.drawnAsText(given, size: text.font.size)
        for index in text.spans.indices {
            let span = text.spans[index]
            let color = inks.drawnAsText(span.color ?? given, size: text.font.size * span.scale)
            if span.color != nil || color != text.color { text.spans[index].color = color }
        }
        return text
    }

    private func setSource(_ paint: Paint) throws {
        switch paint {
        case .solid(let given):
            let c = drawn(given)
            context.setSource(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .linear(let from, let to, let stops):
            setGradient(try Pattern.linear(from: from, to: to), stops)
        case .radial(let center, let radius, let focus, let stops, let aspect):
            let pattern = try Pattern.radial(focus, 0, center, radius)
            // The pattern maps page points to its own space: an ellipse aspect times as high is the circle
            // it was, squeezed back about the centre.
            if aspect != 1 { pattern.setMatrix(.scale(1, 1 / aspect, about: center)) }
            setGradient(pattern, stops)
        }
    }

    private func setGradient(_ pattern: Pattern, _ stops: [GradientStop]) {
        for stop in stops {
            let c = drawn(stop.color)
            pattern.addColorStop(offset: stop.offset, red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        context.setSource(pattern)
    }
}

extension Stroke.Cap {
    var cairo: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension Stroke.Join {
    var cairo: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
