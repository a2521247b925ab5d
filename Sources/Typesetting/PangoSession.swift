import CPango
import CairoKit
import FileIO
import Glibc
import Scene
import Workers

/// The process's Pango font maps and contexts, and the only way to them: every Pango call runs inside
/// `run`, one thread at a time.
///
/// Pango's objects are not safe to share between threads, and cairo 1.16 changes its list of the
/// FreeType faces made from a font file without a lock when a face is made or loses its last
/// reference. So every font map is used under one lock, and every font one hands out is kept for the
/// life of the process: no face is made on two threads at once, and none is ever dropped while
/// another thread draws. Text is shaped at one reference size and scaled when drawn, so the fonts kept
/// are one per face and style, not one per size.
///
/// One font map holds the installed fonts; a document that adds font files (`FontSet`) gets a map of
/// its own, over a fontconfig configuration of the installed fonts and those files, so that no other
/// document's text is ever set in them.
/// (Unchecked: Pango and its fonts, C objects, are one thread's at a time: every use is inside `run`, under `FontWork`'s lock.)
final class PangoSession: @unchecked Sendable {
    static let shared = PangoSession()

    /// The size every text is shaped at, in points; a text at size s is this layout scaled by s / referenceSize.
    static let referenceSize = 64.0

    /// The installed fonts.
    private let installed = FontMap()
    /// A map for each set of font files, made when a text first asks for it and kept, as its fonts are.
    private var added: [FontSet: FontMap] = [:]
    /// Every font a layout used, referenced once here so that it is never freed.
    private var kept: Set<UnsafeMutableRawPointer> = []
    /// Fittings already found, by what decides them; emptied when it grows past `cacheLimit`. Under a lock of
    /// their own, not Pango's: a text fitted before is looked up while another thread emits a page.
    private let fittings = Locked<[FittingKey: Fitting]>([:])
    private static let cacheLimit = 100_000
    /// Layouts made while fitting that drawing the same text would make again, by the text as drawn:
    /// a text is shaped once, when it is fitted. Emptied when it grows past `shapedLimit`, which bounds
    /// the memory they hold whatever the number of texts.
    private var shaped: [FittingKey: ParagraphLayout] = [:]
    private static let shapedLimit = 16_384
    /// The widths texts are balanced in (`Typesetter`), by the text as fitted; emptied past `cacheLimit`.
    private var balancedWidths: [FittingKey: Double] = [:]
    /// Where words break across lines, with the patterns of each language asked for.
    let hyphenator = Hyphenator()
    /// The family set for each family asked for, when that is not installed, by the font files added.
    private var substitutes: [FontSet?: [String: String?]] = [:]

    private init() {}

    /// The font map of the installed fonts and `files`. Call inside `run`.
    func fontMap(adding files: FontSet?) -> FontMap {
        guard let files else { return installed }
        if let made = added[files] { return made }
        let made = FontMap(adding: files)
        added[files] = made
        return made
    }

    /// Runs `body` as the only thread using Pango, under the lock shared with cairo's document surfaces
    /// (`FontWork`), which touch the same fonts.
    func run<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        try FontWork.lock.withLock { _ throws(Failure) in try body() }
    }

    /// How a text of `key` was fitted, if it was.
    func fitting(for key: FittingKey) -> Fitting? {
        fittings.withLock { $0[key] }
    }

    /// Remembers how a text is fitted.
    func remember(_ fitting: Fitting, for key: FittingKey) {
        fittings.withLock { fittings in
            if fittings.count >= Self.cacheLimit { fittings = [:] }
            fittings[key] = fitting
        }
    }

    /// Remembers the width a text is balanced in. Call inside `run`.
    func remember(balancedWidth width: Double, for key: FittingKey) {
        if balancedWidths.count >= Self.cacheLimit { balancedWidths = [:] }
        balancedWidths[key] = width
    }

    /// The width a text of `key` was balanced in, if it was. Call inside `run`.
    func balancedWidth(for key: FittingKey) -> Double? {
        balancedWidths[key]
    }

    /// Keeps `layout`, which is what drawing a text of `key` makes. Call inside `run`.
    func keepShaped(_ layout: ParagraphLayout, for key: FittingKey) {
        if shaped.count >= Self.shapedLimit { shaped = [:] }
        shaped[key] = layout
    }

    /// The layout kept for drawing a text of `key`, if any. Call inside `run`.
    func shapedLayout(for key: FittingKey) -> ParagraphLayout? {
        shaped[key]
    }

    /// The family fontconfig sets when `family` is asked for (the installed fonts and `files`), when that
    /// is another family; nil when `family` is there (or is a generic name such as "sans-serif"). Call
    /// inside `run`.
    func substitute(for family: String, adding files: FontSet?) -> String? {
        if let known = substitutes[files]?[family] { return known }
        let generic: Set<String> = ["sans", "sans-serif", "serif", "monospace", "mono", "cursive", "fantasy", "system-ui", "emoji", "math"]
        var found: String?
        let first = family.split(separator: ",").first.map { $0.trimmed } ?? family
        if !generic.contains(first.lowercased()) {
            let fonts = fontMap(adding: files)
            let description = pango.fontDescriptionNew()
            pango.fontDescriptionSetFamily(description, family)
            pango.fontDescriptionSetAbsoluteSize(description, Self.referenceSize * Double(PANGO_SCALE))
            if let font = pango.fontMapLoadFont(fonts.map, fonts.context, description) {
                let matched = pango.fontDescribe(font)
                let name = pango.fontDescriptionFamily(matched).map { String(cString: $0) } ?? ""
                if name.lowercased() != first.lowercased() { found = name }
                pango.fontDescriptionFree(matched)
                pango.objectUnref(UnsafeMutableRawPointer(font))
            }
            pango.fontDescriptionFree(description)
        }
        substitutes[files, default: [:]][family] = .some(found)
        return found
    }

    /// Keeps every font `layout` was set in for the life of the process. Call inside `run`.
    func keepFonts(of layout: OpaquePointer) {
        forEachRun(of: layout) { run in
            guard let font = run.pointee.item.pointee.analysis.font else { return }
            let raw = UnsafeMutableRawPointer(font)
            if kept.insert(raw).inserted { _ = pango.objectRef(UnsafeMutableRawPointer(font)) }
        }
    }

    /// Calls `body` with every run of glyphs of `layout`, line by line. Call inside `run`.
    ///
    /// The lines' lists are walked as Pango keeps them: an iterator would first work out every line's extents.
    func forEachRun(of layout: OpaquePointer, _ body: (UnsafeMutablePointer<PangoGlyphItem>) -> Void) {
        var line = pango.layoutLines(layout)
        while let node = line {
            var run = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let item = run {
                if let glyphs = item.pointee.data { body(glyphs.assumingMemoryBound(to: PangoGlyphItem.self)) }
                run = item.pointee.next
            }
            line = node.pointee.next
        }
    }
}
