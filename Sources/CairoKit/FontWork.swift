import CCairo
import Synchronization
import Workers

/// The one lock under which cairo's fonts are opened: Pango lays out and draws text under it, librsvg
/// draws an SVG under it, and a document surface finishes (subsetting its fonts) under it.
///
/// cairo 1.16 shares its scaled fonts and FreeType faces between surfaces, and keeps at most ten faces
/// open: opening another closes one that no one has locked, without taking the lock of the thread that
/// may be about to use it. A page emitted on one thread while text was laid out on another crashed in
/// cairo now and then, or failed with "error occurred in libfreetype" (a gallery rendering specs with
/// CJK, Thai and Arabic text on two workers). Every face Pango sets text in is therefore opened under
/// this lock and then locked in cairo for the life of the process (`PangoSession`), so that cairo never
/// closes it. A page whose glyphs all come from such faces is emitted outside the lock, beside text
/// laid out on another thread; once librsvg, which opens faces of its own, has drawn an SVG with text,
/// every page is emitted under the lock, as all font work was before.
public enum FontWork {
    public static let lock = Locked(())

    /// Whether a library that opens fonts poster does not keep open (librsvg) has drawn.
    private static let othersDrew = Atomic(false)

    /// Notes that a library other than Pango is about to draw with fonts of its own: from then on, pages
    /// are emitted under the lock.
    public static func otherLibraryDraws() {
        othersDrew.store(true, ordering: .sequentiallyConsistent)
    }

    /// Locks the FreeType face `scaledFont` (a `cairo_scaled_font_t`, as Pango hands it) is drawn from,
    /// never to unlock it: cairo closes only faces that no one has locked, so a page of text in held faces
    /// is emitted without opening one, beside Pango opening others on another thread. Call under `lock`,
    /// once per font kept; a process holds one face per font file it sets text in.
    public static func holdFaceOpen(of scaledFont: OpaquePointer) {
        guard cairo_scaled_font_get_type(scaledFont) == CAIRO_FONT_TYPE_FT else { return }
        _ = cairo_ft_scaled_font_lock_face(scaledFont)
    }

    /// Runs `body`, which emits a page (replaying its glyphs), under the lock when its glyphs may come
    /// from faces that cairo may close.
    static func emitting<T>(_ body: () -> T) -> T {
        guard othersDrew.load(ordering: .sequentiallyConsistent) else { return body() }
        return lock.withLock { _ in body() }
    }
}
