import Workers

/// The one lock under which cairo may touch fonts: Pango lays out and draws text under it, and a PDF or
/// SVG surface emits a page (replaying its glyphs) and finishes (subsetting its fonts) under it.
///
/// cairo 1.16 shares its scaled fonts and FreeType faces between surfaces, and a page emitted on one
/// thread while text is drawn on another crashed in cairo now and then, or failed with "error occurred
/// in libfreetype" (a gallery rendering specs with CJK, Thai and Arabic text on two workers, its contact
/// sheet drawn in parts), and so did text laid out (not drawn) while a page was emitted (a conference
/// sheet written while its layout was checked). Keeping every face open does not make a page safe to emit
/// beside other font work: past 512 pages of cached glyphs, a thread that finishes looking glyphs up frees
/// another font's glyphs under the glyph cache's lock, taking that font's lock, while a thread that lets a
/// font go holds the font's lock and waits for the cache's, and the two wait for each other for good.
/// Holding this lock makes font work one thread at a time; the rest of drawing and laying out stays parallel.
public enum FontWork {
    public static let lock = Locked(())
}
