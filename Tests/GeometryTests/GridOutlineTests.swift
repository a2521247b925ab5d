import Geometry
import Testing

/// The outline of a grid's filled cells: it must fill exactly those cells under the nonzero rule,
/// turn only where the outline turns, and keep cells that touch at a corner in loops of their own.
@Suite struct GridOutlineTests {
    /// The winding number of `path` (straight segments only) round `p`.
    private func winding(_ path: Path, at p: Point) -> Int {
        var loops: [[Point]] = []
        path.forEachElement { element in
            switch element {
            case .move(let q): loops.append([q])
            case .line(let q): loops[loops.count - 1].append(q)
            case .close, .quad, .cubic: break
            }
        }
        var total = 0
        for loop in loops {
            for (a, b) in zip(loop, loop.dropFirst() + [loop[0]]) where (a.y <= p.y) != (b.y <= p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { total += b.y > a.y ? 1 : -1 }
            }
        }
        return total
    }

    private func grid(_ rows: [String]) -> (width: Int, height: Int, filled: [Bool]) {
        (rows[0].count, rows.count, rows.flatMap { $0.map { $0 == "#" } })
    }

    @Test(arguments: [
        ["#"],
        ["##", "##"],
        ["###", "#.#", "###"],
        ["#.", ".#"],
        [".#", "#."],
        ["#.#.#", ".#.#.", "#.#.#"],
        ["####.", "#..#.", "#.##.", "####."],
    ])
    func itFillsExactlyTheFilledCells(_ rows: [String]) throws {
        let (width, height, filled) = grid(rows)
        let origin = Point(4, 4)
        let path = try #require(GridOutline.path(width: width, height: height, filled: filled, origin: origin))
        #expect(path.signedArea == Double(filled.filter { $0 }.count))
        for y in 0..<height {
            for x in 0..<width {
                let centre = Point(origin.x + Double(x) + 0.5, origin.y + Double(y) + 0.5)
                #expect(winding(path, at: centre) == (filled[y * width + x] ? 1 : 0), "cell \(x), \(y)")
            }
        }
        #expect(path.bounds.minX >= origin.x && path.bounds.maxX <= origin.x + Double(width))
    }

    @Test func verticesAreOnlyWhereTheOutlineTurns() throws {
        // An L of five cells: six corners, one loop.
        let (width, height, filled) = grid(["#..", "#..", "###"])
        let path = try #require(GridOutline.path(width: width, height: height, filled: filled))
        #expect(path.subpathCount == 1)
        #expect(path.points.count == 6)
        // A ring: an outer loop and a hole, each of four corners.
        let ring = grid(["###", "#.#", "###"])
        let outline = try #require(GridOutline.path(width: ring.width, height: ring.height, filled: ring.filled))
        #expect(outline.subpathCount == 2 && outline.points.count == 8)
    }

    @Test func cellsTouchingAtACornerKeepLoopsOfTheirOwn() throws {
        let (width, height, filled) = grid(["#.", ".#"])
        let path = try #require(GridOutline.path(width: width, height: height, filled: filled))
        #expect(path.subpathCount == 2 && path.points.count == 8)
    }

    @Test func anEmptyGridHasNoOutline() {
        #expect(GridOutline.path(width: 3, height: 2, filled: Array(repeating: false, count: 6)) == nil)
        #expect(GridOutline.path(width: 0, height: 0, filled: []) == nil)
    }
}
