import SpecModel
import Workers

/// The items that a sheet's run of pages (its fronts, or its backs) repeats: those that, the row they were
/// made from set aside, are the same in two of its cells or more at the same place on their pages (where a
/// form of them drawn once serves them all: `CellComposer`). Worked out once per run, however many of its
/// pages are laid out and in whatever order, so every page draws them alike: as forms in a PDF.
final class RepeatedItems {
    /// The digests of each run's repeated items, by the run's fit group.
    private let runs = Locked<[String: Set<Int>]>([:])

    /// The digests of the items `cells` repeat, the cells of the run `group` names, worked out the first time.
    func digests(of group: String, cells: () -> some Sequence<PositionedCell>) -> Set<Int> {
        if let known = runs.withLock({ $0[group] }) { return known }
        var seen: Set<Int> = [], repeated: Set<Int> = []
        for placed in cells() {
            for digest in placed.cell.items.map({ Self.digest(of: $0, at: placed.position) }) where !seen.insert(digest).inserted {
                repeated.insert(digest)
            }
        }
        runs.withLock { $0[group] = repeated }
        return repeated
    }

    /// What tells `item`, at place `position` on its page, apart from the items of other cells: everything
    /// but the row it was made from.
    static func digest(of item: CellItem, at position: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(item.made(from: nil))
        hasher.combine(position)
        return hasher.finalize()
    }
}
