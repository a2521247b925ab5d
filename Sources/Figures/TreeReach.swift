import Geometry

/// How far a tree reaches from the point it grows from, every whole level full grown: the farthest any
/// branch's end lies along a direction, found level by level over the directions branches can point
/// (a branch at level k turns k times, so its direction is one of few), not branch by branch.
struct TreeReach {
    let tree: Tree
    /// The first branches' length.
    let length: Double

    /// The box the tree's branches fill, growing from `origin`.
    func bounds(from origin: Point) -> Rect {
        let right = reach(along: Vector(dx: 1, dy: 0)), left = reach(along: Vector(dx: -1, dy: 0))
        let down = reach(along: Vector(dx: 0, dy: 1)), up = reach(along: Vector(dx: 0, dy: -1))
        return Rect(x: origin.x - left, y: origin.y - up, width: left + right, height: up + down)
    }

    /// The farthest a branch's end (or the origin) lies along `u`, a unit vector.
    func reach(along u: Vector) -> Double {
        let levels = tree.levels, branches = tree.branches
        guard levels > 0 else { return 0 }
        let turns = tree.turns
        // A branch at level k (1-based) has turned k times: its direction is up + k·first turn + n·step
        // for n in 0...k(branches - 1), and its children at level k + 1 are n + 0 ..< n + branches.
        let step = branches > 1 ? turns[1].radians - turns[0].radians : 0
        func direction(_ k: Int, _ n: Int) -> Angle { .up + turns[0] * Double(k) + .radians(Double(n) * step) }
        var below: [Double] = []
        for k in stride(from: levels, through: 1, by: -1) {
            let branchLength = length * (0..<(k - 1)).reduce(1.0) { product, _ in product * tree.ratio }
            below = (0...k * (branches - 1)).map { n in
                let angle = direction(k, n)
                let along = branchLength * (angle.cos * u.dx + angle.sin * u.dy)
                let onward = below.isEmpty ? 0 : (n..<n + branches).map { below[$0] }.max()!
                return along + max(0, onward)
            }
        }
        return max(0, below[0..<branches].max()!)
    }
}
