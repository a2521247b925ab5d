import Foundation

/// The one lock under which cairo draws and emits glyphs: Pango draws text under it, and a PDF or SVG
/// surface emits a page (replaying its glyphs) and finishes (subsetting its fonts) under it.
///
/// cairo 1.16 shares its scaled fonts and FreeType faces between surfaces, and a page emitted on one
/// thread while text is drawn on another crashed in cairo now and then, or failed with "error occurred
/// in libfreetype" (a gallery rendering specs with CJK, Thai and Arabic text on two workers, its contact
/// sheet drawn in parts). Holding this lock makes that work one thread at a time; laying text out and
/// measuring it (Pango's own lock) and the rest of drawing stay parallel.
public enum FontWork {
    public static let lock = NSLock()
}
