/// The captions of each sheet's run of pages, worked out once however many of its pages are laid out
/// (and in whatever order): how many lines their bands hold and the size they share, so that a name is
/// set at one size on every page of a sheet.
///
/// Beside a writer that takes pages as the check lays them out, a run's pages flow: each is laid out once
/// its own captions are fitted, with the layout the captions fitted so far make, and the rest are fitted
/// page by page. That layout is the run's when no caption after wraps (and the size they share stays),
/// which the widest-looking of the run's captions, fitted first, make likely; once it is not, the pages
/// laid out before were laid out wrong (`misled`), the writer is told (`onMisled`), and what it wrote is
/// written again.
final class RunCaptions {
    struct Layout: Hashable {
        var lines: Int
        var shared: Double?
    }

    /// How far a flowing run's captions are fitted, and how to fit the rest.
    private struct Flow {
        /// The pass over the captions of the run's pages fitted so far.
        var pass = CaptionPass()
        /// The last page whose captions are in the pass.
        var through = 0
        /// The layouts pages were laid out with.
        var handed: Set<Layout> = []
        /// Adds to a pass the captions of the run's pages after one page up to another.
        let fit: (_ from: Int, _ through: Int, inout CaptionPass) -> Void
        /// Works out the whole run's layout.
        let make: () -> Layout
    }

    /// How many of a run's widest-looking captions are fitted before its first page flows.
    static let probed = 16

    private var layouts: [String: Layout] = [:]
    private var flows: [String: Flow] = [:]
    /// Whether a run's pages may flow: a writer takes them as they are laid out.
    var flowing = false
    /// Whether a page was laid out with a layout its run turned out not to have.
    private var misled = false
    /// Called once, when a page turns out to have been laid out with a layout its run does not have.
    var onMisled: () -> Void = {}

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

    /// The layout page `page` of `group`'s run is laid out with. Flowing, that is the layout of the captions
    /// of the run's pages through `page`, which `pass(from, through)` fits (those of the pages after `from`
    /// up to `through`), once `probe` (the run's widest-looking captions, fitted) leaves it a single line;
    /// else, and once a caption wraps, the whole run's, as `make` works it out.
    func layout(
        of group: String, page: Int, probe: () -> CaptionPass, pass: @escaping (_ from: Int, _ through: Int, inout CaptionPass) -> Void,
        make: @escaping () -> Layout
    ) -> Layout {
        if let known = layouts[group] { return known }
        guard flowing, flows[group] != nil || probe().layout != nil else { return layout(of: group, make: make) }
        var flow = flows[group] ?? Flow(fit: pass, make: make)
        if page > flow.through {
            flow.fit(flow.through, page, &flow.pass)
            flow.through = page
        }
        guard let provisional = flow.pass.layout else {
            flows[group] = nil
            return settle(group, handed: flow.handed, flow.make())
        }
        flow.handed.insert(provisional)
        flows[group] = flow
        return provisional
    }

    /// Works out the layout of every run whose pages flowed, fitting the captions of its pages after those
    /// laid out: the check is over.
    func settle() {
        for (group, var flow) in flows.sorted(by: { $0.key < $1.key }) {
            flow.fit(flow.through, Int.max, &flow.pass)
            _ = settle(group, handed: flow.handed, flow.pass.layout ?? flow.make())
        }
        flows = [:]
    }

    private func settle(_ group: String, handed: Set<Layout>, _ layout: Layout) -> Layout {
        layouts[group] = layout
        if !misled, handed.contains(where: { $0 != layout }) {
            misled = true
            onMisled()
        }
        return layout
    }

    /// The shared size of every run worked out so far, by fit group; a flowing run's as its pages are laid out.
    var sharedSizes: [String: Double] {
        var sizes = layouts.compactMapValues(\.shared)
        for (group, flow) in flows { sizes[group] = flow.pass.layout?.shared }
        return sizes
    }
}
