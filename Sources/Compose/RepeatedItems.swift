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
        // The rows a render does not draw share their items' array (`UndrawnBinding`): its digests at a place
        // are worked out once. The cells are held for the whole loop, so no array's storage is another's.
        var known: [Place: [Int]] = [:]
        for placed in cells() {
            let place = Place(items: placed.cell.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }, position: placed.position)
            let digests = known[place] ?? placed.cell.items.map { Self.digest(of: $0, at: placed.position) }
            known[place] = digests
            for digest in digests where !seen.insert(digest).inserted { repeated.insert(digest) }
        }
        runs.withLock { $0[group] = repeated }
        return repeated
    }

    /// A cell's array of items, by where it is stored, at a place on its page.
    private struct Place: Hashable {
        var items: UnsafeRawPointer?
        var position: Int
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
