import Geometry

/// Lines and outlines sorted into a few paths by a small key (a colour's index, a pen's width), so that a
/// figure of a million segments in a few colours is a few shapes, not a million. A line that starts where
/// the last one of its group ended goes on in the same subpath, up to `run` lines: a PNG page is drawn
/// in bands, each stroking only the subpaths that reach it, and one subpath of a million lines (the Koch
/// curve) would be stroked whole in every band.
struct PathGroups {
    private var builders: [PathBuilder?] = []
    /// The lines of each group's last subpath.
    private var lines: [Int] = []
    private var reserved: Int
    private let run: Int

    /// Room in each group's first path for `elements` lines; a subpath of `run` lines ends there (the
    /// next line starts one of its own where it ended: for a pen of round ends and joins, the same outline).
    init(reserving elements: Int, run: Int = .max) {
        reserved = elements
        self.run = run
    }

    /// A straight line from `start` to `end` in group `key`.
    mutating func line(from start: Point, to end: Point, key: Int) {
        let run = run
        update(key) { builder, lines in
            if builder.currentPoint != start || lines >= run {
                builder.move(to: start)
                lines = 0
            }
            builder.line(to: end)
            lines += 1
        }
    }

    /// A closed polygon through `vertices` in group `key`.
    mutating func polygon(_ vertices: [Point], key: Int) {
        update(key) { builder, _ in builder.polygon(vertices) }
    }

    /// Closes the last subpath of group `key`.
    mutating func close(key: Int) {
        update(key) { builder, _ in builder.close() }
    }

    /// Each group's path with its key, in the keys' order.
    func paths() -> [(key: Int, path: Path)] {
        builders.indices.compactMap { key in builders[key]?.finish().map { (key, $0) } }
    }

    private mutating func update(_ key: Int, _ body: (inout PathBuilder, inout Int) -> Void) {
        if key >= builders.count {
            builders += Array(repeating: nil, count: key + 1 - builders.count)
            lines += Array(repeating: 0, count: key + 1 - lines.count)
        }
        if builders[key] == nil {
            builders[key] = PathBuilder(reservingVerbs: reserved + 1, points: reserved + 1)
            // Only the first group is sized for the whole figure: most figures are one group.
            reserved = 0
        }
        body(&builders[key]!, &lines[key])
    }

    /// The box of every group's path; nil for none.
    static func bounds(of groups: [(key: Int, path: Path)]) -> Rect? {
        guard let first = groups.first else { return nil }
        return groups.dropFirst().reduce(first.path.bounds) { $0.union($1.path.bounds) }
    }
}
