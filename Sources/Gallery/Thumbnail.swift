import Geometry

/// The resolution a page is rendered at for its thumbnail.
package enum Thumbnail {
    /// The pixels per inch at which the longer side of a page of `size` (in points) comes out as
    /// `longestSide` pixels, computed as the renderer does: points times dpi / 72, partial pixels rounded up.
    package static func dpi(for size: Size, longestSide: Int) -> Double {
        let longer = max(size.width, size.height)
        var dpi = Double(longestSide) * 72 / longer
        while (longer * (dpi / 72)).rounded(.up) > Double(longestSide) { dpi = dpi.nextDown }
        return dpi
    }
}
