import CairoKit
import Scene

/// How much of a page is drawn on: the pixels of the page drawn at a resolution that differ from its
/// top-left pixel (the paper, or the background it was given). A gallery picks the frame of an animation
/// with the most for its still, so an animation that grows from nothing is not shown by its empty start.
public enum PageInk {
    /// The pixels of `page` drawn at `dpi` that differ from its top-left one.
    public static func pixels(of page: Page, dpi: Double) throws -> Int {
        let surface = try PageRaster.draw(page, dpi: dpi)
        return surface.withPixels { base, width, height, stride in
            let rows = base.assumingMemoryBound(to: UInt32.self)
            let paper = rows[0]
            var count = 0
            for y in 0..<height {
                let row = rows + y * stride / 4
                for x in 0..<width where row[x] != paper { count += 1 }
            }
            return count
        } ?? 0
    }
}
