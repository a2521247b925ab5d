import Figures
import SpecReader

/// Refuses a spec whose figures would draw more elements than allowed, from their estimates, before
/// any figure is built.
public enum ElementBudget {
    /// Every figure cell of the spec with where it is written.
    static func figures(of spec: Spec) -> [(figure: any Figure, source: SpecLocation)] {
        spec.pages.flatMap { page -> [(figure: any Figure, source: SpecLocation)] in
            var cells: [Cell] = page.cells + page.grids.flatMap(\.cells)
            cells += page.items.map(\.cell)
            cells += page.sheet?.cells.map(\.cell) ?? []
            return cells.compactMap { cell in
                if case .figure(let f) = cell.content { (f.figure, cell.source) } else { nil }
            }
        }
    }

    /// The estimated total; records an error at the largest figure when it is over `limit`.
    @discardableResult
    static func check(_ spec: Spec, limit: Int, _ d: Diagnostics) -> Int {
        let all = figures(of: spec)
        let total = all.reduce(0) { $0 &+ $1.figure.estimatedElements }
        if total > limit, let largest = all.max(by: { $0.figure.estimatedElements < $1.figure.estimatedElements }) {
            d.error(
                "the spec would draw about \(grouped(total)) elements, over the budget of \(grouped(limit)) (raise it with --max-elements); this figure alone draws \(grouped(largest.figure.estimatedElements))",
                at: largest.source.position, largest.source.path)
        }
        return total
    }

    /// 20000000 as "20,000,000".
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }
}
