import CPango
import FileIO
import Geometry
import Glibc
import Scene

/// Sets text with Pango: shaping (HarfBuzz), bidirectional order (FriBidi), fontconfig's fallback for
/// characters a font lacks, line breaking and fitting to a box; the renderer draws the layouts it sets
/// (`withShaped`). Everything is measured in points at one reference size, so a text breaks its lines at
/// the same places and fits at the same size on every output, at every resolution, and when only checked.
public enum Typesetter {
    /// Widths and heights within this many points of the box count as fitting, for rounding.
    static let tolerance = 1e-6
    /// Halvings of the range of sizes between the minimum and the size asked for.
    static let searchSteps = 10

    /// How `text` is set in its box: as asked when it fits, else as large as it fits (words not broken),
    /// else at its minimum size, cut with an ellipsis after the lines the box holds.
    public static func fit(_ text: Text) -> Fitting {
        let session = PangoSession.shared
        let key = FittingKey(text)
        if let known = session.fitting(for: key) { return known }
        return session.run {
            if let known = session.fitting(for: key) { return known }
            let fitting = fit(text, key, session)
            session.remember(fitting, for: key)
            return fitting
        }
    }

    /// The room `text` takes set at its size, its lines broken between words at its box's width: what
    /// a grid's automatic track is sized by.
    public static func naturalSize(of text: Text) -> Size {
        let session = PangoSession.shared
        return session.run {
            let extents = ParagraphLayout(text, size: text.font.size, breaking: .words, session: session).extents
            return Size(extents.width, extents.height)
        }
    }

    private static func fit(_ text: Text, _ key: FittingKey, _ session: PangoSession) -> Fitting {
        let requested = text.font.size
        let minimum = min(text.minimumSize, requested)
        let asked = ParagraphLayout(text, size: requested, breaking: .words, session: session)
        var fitting = Fitting(
            size: requested, maxLines: text.maxLines, isCut: false, missing: missingCharacters(asked, session),
            unprintable: unprintableCharacters(text.string), substitute: session.substitute(for: text.font.family, adding: text.font.files))
        fitting.setsUpright = text.spans.contains { ($0.slant ?? text.font.slant) == .italic && !UprightScripts.ranges(in: $0.string).isEmpty }
        if text.hyphenates {
            fitting.unhyphenated = Set(text.spans.compactMap(\.language)).filter { session.hyphenator.lacksPatterns(for: $0) }.sorted()
        }
        guard !fits(asked, text) else {
            // Set as asked, it breaks between words alone and takes no more lines than allowed: drawing
            // it (breaking between characters too, cutting past the lines allowed) makes this layout again.
            // Justified text is drawn as paragraphs, not lines.
            if text.alignment != .justified { session.keepShaped(asked, for: key) }
            fitting.lineCount = asked.lineCount
            return fitting
        }
        // More lines broken by hand than allowed: setting it smaller would not help, so it is cut as asked.
        if let maxLines = text.maxLines, text.hardLineCount > maxLines {
            fitting.isCut = true
            return fitting
        }
        let smallest = ParagraphLayout(text, size: minimum, breaking: .words, session: session)
        guard fits(smallest, text) else {
            let lineHeight = smallest.extents.height / Double(max(1, smallest.lineCount))
            let lines = min(text.maxLines ?? Int.max, max(1, Int((text.box.height + tolerance) / lineHeight)))
            fitting.size = minimum
            fitting.maxLines = lines
            fitting.isCut = text.hardLineCount > lines || ParagraphLayout(text, size: minimum, breaking: .lines(lines), session: session).isEllipsized
            return fitting
        }
        var low = minimum, high = requested
        var lines = smallest.lineCount
        for _ in 0..<searchSteps {
            let middle = (low + high) / 2
            let layout = ParagraphLayout(text, size: middle, breaking: .words, session: session)
            if fits(layout, text) {
                low = middle
                lines = layout.lineCount
            } else {
                high = middle
            }
        }
        fitting.size = low
        fitting.lineCount = lines
        return fitting
    }

    private static func fits(_ layout: ParagraphLayout, _ text: Text) -> Bool {
        let extents = layout.extents
        return extents.width <= text.box.width + tolerance && extents.height <= text.box.height + tolerance
            && text.maxLines.map { layout.lineCount <= $0 } ?? true
    }

    /// The characters of the layout that no font had a glyph for.
    private static func missingCharacters(_ layout: ParagraphLayout, _ session: PangoSession) -> [Unicode.Scalar] {
        var missing: [Unicode.Scalar] = []
        guard pango.layoutUnknownGlyphs(layout.pointer) > 0 else { return missing }
        session.forEachRun(of: layout.pointer) { run in
            let glyphs = run.pointee.glyphs.pointee
            for i in 0..<Int(glyphs.num_glyphs) {
                let glyph = glyphs.glyphs[i].glyph
                guard poster_glyph_is_unknown(glyph) != 0, let scalar = Unicode.Scalar(glyph & ~UInt32(0x1000_0000)) else { continue }
                if !scalar.properties.isWhitespace, !missing.contains(scalar) { missing.append(scalar) }
            }
        }
        return missing
    }

    /// The scalars of `string` that are set as U+FFFD, each once.
    private static func unprintableCharacters(_ string: String) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        for scalar in string.unicodeScalars where ParagraphLayout.isUnprintable(scalar) && !found.contains(scalar) { found.append(scalar) }
        return found
    }

    /// Every text of `items` (in groups and symbols too) fitted to its box, texts of one fit group at one
    /// size, at most the size `shared` gives the group (its texts on other pages fit at that); `report`
    /// hears each text's warnings, once per text as the items hold it, and `noting` its notes (`Fitting.notes`).
    public static func fitted(
        _ items: [Item], shared: [String: Double] = [:], noting: (Text, [String]) -> Void = { _, _ in }, report: (Text, [String]) -> Void
    ) -> [Item] {
        // Each text's own fitting, in the order `mappingTexts` visits them.
        var fittings: [Fitting] = []
        var sizes: [String: [Double]] = [:]
        collect(items) { text in
            let fitting = fit(text)
            fittings.append(fitting)
            guard let group = text.fitGroup else { return }
            sizes[group, default: []].append(fitting.size)
        }
        var groups = shared
        for (group, sizes) in sizes {
            guard let size = GroupSize.shared(sizes) else { continue }
            groups[group] = min(groups[group] ?? .infinity, size)
        }
        var next = fittings.startIndex
        return items.mappingTexts { text in
            var fitting = fittings[next]
            next += 1
            let own = fitting
            if let group = text.fitGroup, let shared = groups[group], shared < fitting.size {
                var smaller = text
                smaller.font.size = shared
                let shrunk = fit(smaller)
                fitting.size = shrunk.size
                fitting.maxLines = shrunk.maxLines
                fitting.isCut = shrunk.isCut
                fitting.lineCount = shrunk.lineCount
            }
            // A text set smaller only to match its group is told about only when that cuts it.
            let warnings = (fitting.isCut && !own.isCut ? fitting : own).warnings(for: text)
            if !warnings.isEmpty { report(text, warnings) }
            if !fitting.notes.isEmpty { noting(text, fitting.notes) }
            let set = fitting.applied(to: text)
            // A text on one line has no last line to balance.
            guard text.balancesLines, !fitting.isCut, fitting.lineCount.map({ $0 > 1 }) ?? true else { return set }
            let session = PangoSession.shared
            return session.run { balanced(set, session) }
        }
    }

    /// The most times a caption's box is narrowed to take a word off its last line's predecessor.
    static let balancingSteps = 3

    /// `text` in a box narrowed about where its lines sit (its centre, or the side they start from) when
    /// its wrapped lines would leave a single word on the last (`balancedWidth`). A text balanced before
    /// takes the width found then. Call inside `PangoSession.run`.
    private static func balanced(_ text: Text, _ session: PangoSession) -> Text {
        let key = FittingKey(text)
        let width: Double
        if let known = session.balancedWidth(for: key) {
            width = known
        } else {
            width = balancedWidth(of: text, session)
            session.remember(balancedWidth: width, for: key)
        }
        guard width < text.box.width else { return text }
        var narrowed = text
        narrowed.box.size.width = width
        switch text.alignment {
        case .center, .justified: narrowed.box.origin.x += (text.box.width - width) / 2
        case .trailing, .right: narrowed.box.origin.x += text.box.width - width
        case .leading, .left: break
        }
        return narrowed
    }

    /// The width of box `text` is balanced in: just narrower than its widest line, so that line's last word
    /// moves on, as many times as it takes (a few) for the last line to hold more than one word, keeping as
    /// many lines; the box's own width when it has no single word to move or cannot keep its lines. Call
    /// inside `PangoSession.run`.
    private static func balancedWidth(of text: Text, _ session: PangoSession) -> Double {
        func layout(_ text: Text) -> ParagraphLayout {
            ParagraphLayout(text, size: text.font.size, breaking: .lines(text.maxLines), session: session)
        }
        func lastLineIsOneWord(_ layout: ParagraphLayout) -> Bool {
            guard let last = layout.lines.last?.string.trimmed else { return false }
            return !last.contains(where: \.isWhitespace)
        }
        // The layout fitting made of it, when it was set as asked, is the one drawing would make.
        var current = session.shapedLayout(for: FittingKey(text)) ?? layout(text)
        let count = current.lineCount
        guard count >= 2, count > text.hardLineCount, !current.isEllipsized, lastLineIsOneWord(current) else { return text.box.width }
        var narrowed = text
        for _ in 0..<balancingSteps {
            // Pango breaks a line wider than the box: a box two Pango units narrower than the widest line
            // (in reference units, scaled to the text's size) moves that line's last word on.
            guard let widest = current.lines.map(\.width).max() else { return text.box.width }
            narrowed.box.size.width = (widest * Double(PANGO_SCALE) - 2) / Double(PANGO_SCALE) * current.scale
            current = layout(narrowed)
            guard current.lineCount == count, !current.isEllipsized else { return text.box.width }
            if !lastLineIsOneWord(current) { break }
        }
        guard !lastLineIsOneWord(current) else { return text.box.width }
        // Drawing the narrowed text makes this same layout: it is kept, as fitting keeps the ones it made.
        session.keepShaped(current, for: FittingKey(narrowed))
        return narrowed.box.width
    }

    private static func collect(_ items: [Item], _ visit: (Text) -> Void) {
        for item in items {
            switch item {
            case .text(let text): visit(text)
            case .group(let group): collect(group.items, visit)
            case .instances(let instances): collect(instances.symbol.items, visit)
            case .shape, .image: break
            }
        }
    }

    /// Hands `body` the layout `text` is drawn with, Pango held while it runs: the lines past `maxLines`
    /// cut with an ellipsis.
    public static func withShaped<R>(_ text: Text, _ body: (ShapedText) -> R) -> R {
        let session = PangoSession.shared
        return session.run { body(ShapedText(text: text, layout: drawnLayout(of: text, session))) }
    }

    /// The layout drawing `text` shows: the one fitting kept, else made anew. Call inside `PangoSession.run`.
    private static func drawnLayout(of text: Text, _ session: PangoSession) -> ParagraphLayout {
        session.shapedLayout(for: FittingKey(text)) ?? ParagraphLayout(text, size: text.font.size, breaking: .lines(text.maxLines), session: session)
    }

    /// The font files `text` is set in, sorted.
    public static func fontFiles(of text: Text) -> [String] {
        let session = PangoSession.shared
        return session.run {
            let layout = drawnLayout(of: text, session)
            var files: Set<String> = []
            session.forEachRun(of: layout.pointer) { run in
                guard let font = run.pointee.item.pointee.analysis.font, let fc = pango.fcFont(font), let pattern = pango.fcFontPattern(fc) else {
                    return
                }
                var file: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file { files.insert(String(cString: file)) }
            }
            return files.sorted()
        }
    }
}
