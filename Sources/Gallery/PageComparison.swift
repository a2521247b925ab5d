/// A page of a changed spec, compared with the same page in BASE: through their PNG pages when both
/// galleries wrote them, else through their thumbnails.
struct PageComparison: Hashable, Sendable, Codable {
    enum Status: String, Sendable, Codable {
        /// The picture is byte-identical.
        case unchanged
        /// The picture differs: `diff` shows where.
        case changed
        /// The spec has this page here, not in BASE.
        case new
        /// The spec had this page in BASE, no longer here.
        case removed
    }

    /// From 1.
    var page: Int
    var status: Status
    /// How many pixels differ, of how many compared (the larger of the two pictures' sizes), for a changed page.
    var changedPixels: Int?
    var pixels: Int?
    /// The diff picture of a changed page.
    var diff: OutputFile?

    /// The share of pixels that changed, from 0 to 1.
    var share: Double? {
        guard let changedPixels, let pixels, pixels > 0 else { return nil }
        return Double(changedPixels) / Double(pixels)
    }
}
