import Geometry

/// Lines and outlines sorted into a few paths by a small key (a colour's index, a pen's width), so that a
/// figure of a million segments in a few colours is a few shapes, not a million. A line that starts where
/// the last one of its group ended goes on in the same subpath.
struct PathGroups {
    private var builders: [PathBuilder?] = []
    private var reserved: Int

    /// Room in each group's first path for `elements` lines.
    init(reserving elements: Int) {
        reserved = elements
    }

    /// A straight line from `start` to `end` in group `key`.
    mutating func line(from start: Point, to end: Point, key: Int) {
        update(key) { builder in
            if builder.currentPoint != start { builder.move(to: start) }
            builder.line(to: end)
        }
    }

    /// A closed polygon through `vertices` in group `key`.
    mutating func polygon(_ vertices: [Point], key: Int) {
        update(key) { $0.polygon(vertices) }
    }

    /// Closes the last subpath of group `key`.
    mutating func close(key: Int) {
        update(key) { $0.close() }
    }

    /// Each group's path with its key, in the keys' order.
    func paths() -> [(key: Int, path: Path)] {
        builders.indices.compactMap { key in builders[key]?.finish().map { (key, $0) } }
    }

    private mutating func update(_ key: Int, _ body: (inout PathBuilder) -> Void) {
        if key >= builders.count { builders += Array(repeating: nil, count: key + 1 - builders.count) }
        if builders[key] == nil {
            builders[key] = PathBuilder(reservingVerbs: reserved + 1, points: reserved + 1)
            // Only the first group is sized for the whole figure: most figures are one group.
            reserved = 0
        }
        body(&builders[key]!)
    }

    /// The box of every group's path; nil for none.
    static func bounds(of groups: [(key: Int, path: Path)]) -> Rect? {
        guard let first = groups.first else { return nil }
        return groups.dropFirst().reduce(first.path.bounds) { $0.union($1.path.bounds) }
    }
}
