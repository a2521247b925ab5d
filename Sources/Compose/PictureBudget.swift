import Figures
import Imaging
import Scene
import SpecModel
import SpecReader

/// Refuses a page whose distinct pictures decode to more pixels together than the budget: pictures are
/// decoded page by page and let go, so the budget bounds what one page holds at once, whatever the
/// document's total (4,000 attendees' photos are 4,000 small pages' worth, not one).
enum PictureBudget {
    /// Records an error for each page over `budget`, at the picture that takes it over.
    static func check(_ pages: [PagePlan], budget: Int, _ d: SpecContext) {
        for (k, plan) in pages.enumerated() {
            var seen: Set<String> = []
            var pixels = 0
            for (figure, source) in ElementBudget.figures(of: [plan]) {
                guard let drawn = figure.figure as? any DrawsPictures else { continue }
                for picture in drawn.pictures where seen.insert(picture.id).inserted {
                    pixels += picture.decodedPixels
                    guard pixels > budget else { continue }
                    d.error(
                        "image \"\(picture.name)\" brings page \(k + 1)'s pictures to \(ImageLimits.describe(pixels)) decoded, over the"
                            + " \(ImageLimits.describe(budget)) one page may hold at once (raise it with --max-total-image-pixels)",
                        at: source.position, source.path)
                    break
                }
                if pixels > budget { break }
            }
        }
    }
}
