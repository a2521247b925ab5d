import Geometry

/// Rows and columns of equal cells separated by a gap.
struct Grid: Hashable, Sendable {
    static let maximumCount = 1000

    var columns: Int
    /// nil: as many rows as the cells need.
    var rows: Int?
    var gap: Double

    static func decode(_ node: SpecNode, _ path: SpecPath, _ d: Diagnostics) -> Grid? {
        guard let reader = ObjectReader(node, at: path, d) else { return nil }
        defer { reader.finish() }
        let columns = reader.read("columns", default: 1, Decode.integer(in: 1...maximumCount))
        let rows = reader.optional("rows", Decode.integer(in: 1...maximumCount))
        let gap = reader.read("gap", default: 0, Length.decoder(in: 0...PageSetup.maximumSide))
        return Grid(columns: columns, rows: rows, gap: gap)
    }

    /// The frames of `count` cells laid out in `area`, row by row.
    func cells(_ count: Int, in area: Rect) -> [Rect] {
        let rowCount = max(1, rows ?? (count + columns - 1) / columns)
        let width = (area.width - gap * Double(columns - 1)) / Double(columns)
        let height = (area.height - gap * Double(rowCount - 1)) / Double(rowCount)
        return (0..<count).map { i in
            let column = i % columns, row = i / columns
            return Rect(x: area.minX + Double(column) * (width + gap), y: area.minY + Double(row) * (height + gap), width: width, height: height)
        }
    }

    func capacity(for count: Int) -> Int {
        columns * (rows ?? max(1, (count + columns - 1) / columns))
    }
}
