import SpecModel
import SpecReader

/// The elements of the figures a layout drew (or judged), counted at the depth each was drawn to, for
/// the element budget of a spec whose depths were chosen at layout ("auto").
final class ElementTally {
    private(set) var figures: [(elements: Int, source: SpecLocation)] = []
    /// The figures judged but not built, by a layout made only to find problems.
    var unbuilt = 0

    func add(_ elements: Int, at source: SpecLocation) {
        figures.append((elements, source))
    }
}
