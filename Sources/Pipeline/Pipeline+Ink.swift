import Render
import Scene

extension Pipeline {
    /// How much of `page` is drawn on at `dpi`: its pixels that differ from its top-left one (the paper).
    /// A gallery shows an animation by its frame with the most.
    public static func inkedPixels(of page: Page, dpi: Double) throws -> Int {
        try PageInk.pixels(of: page, dpi: dpi)
    }
}
