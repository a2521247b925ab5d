/// The captions of each sheet's run of pages, worked out once however many of its pages are laid out
/// (and in whatever order): how many lines their bands hold and the size they share, so that a name is
/// set at one size on every page of a sheet.
final class RunCaptions {
    struct Layout {
        var lines: Int
        var shared: Double?
    }

    private var layouts: [String: Layout] = [:]

    /// The fit group of a run's fronts or backs.
    static func group(run: Int, backs: Bool) -> String {
        "sheet \(run + 1) \(backs ? "backs" : "fronts")"
    }

    /// The layout of `group`, worked out by `make` the first time it is asked for.
    func layout(of group: String, make: () -> Layout) -> Layout {
        if let known = layouts[group] { return known }
        let made = make()
        layouts[group] = made
        return made
    }

    /// The shared size of every run worked out so far, by fit group.
    var sharedSizes: [String: Double] {
        layouts.compactMapValues(\.shared)
    }
}
