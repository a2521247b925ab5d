import Geometry
import Scene

/// The marks on a sheet, all within the overlaps it shares with its neighbours, where nothing of them
/// shows once the poster is put together. Sheets go on top of those before them (to their left and
/// above); each overlap is split at its middle, the seam:
/// - a sheet with a neighbour on its left or above is cut along a dashed line on that seam; the half
///   of the overlap beyond the cut goes with the offcut;
/// - a sheet with a neighbour on its right or below has that half of the overlap shaded (the glue
///   strip, hidden under the sheet laid over it), a solid line where that sheet's cut edge goes, and
///   registration marks where its cut corners go.
package struct TileMarks {
    let grid: TileGrid
    let row: Int
    let column: Int

    package init(grid: TileGrid, row: Int, column: Int) {
        self.grid = grid
        self.row = row
        self.column = column
    }

    static let ink = Color(red: 0.2, green: 0.2, blue: 0.2)
    static let glue = Color(red: 0.55, green: 0.55, blue: 0.55, alpha: 0.35)
    static let lineWidth = 0.5
    static let dash = [6.0, 4.0]

    var hasLeft: Bool { column > 0 }
    var hasTop: Bool { row > 0 }
    var hasRight: Bool { column < grid.columns - 1 }
    var hasBottom: Bool { row < grid.rows - 1 }
    var half: Double { grid.overlap / 2 }

    /// The printed part of the poster on the sheet, in sheet points.
    package var printed: Rect {
        let region = grid.region(row: row, column: column)
        return Rect(x: grid.margin, y: grid.margin, width: region.width, height: region.height)
    }

    /// The seams with the neighbours on the right and below, in sheet points.
    var rightSeam: Double { grid.margin + grid.step.width + half }
    var bottomSeam: Double { grid.margin + grid.step.height + half }

    /// The glue strips: the halves of the overlaps on the right and below that sheets laid over hide.
    package var glueStrips: [Rect] {
        let p = printed
        var strips: [Rect] = []
        if hasRight { strips.append(Rect(x: rightSeam, y: p.minY, width: p.maxX - rightSeam, height: p.height)) }
        // Below, up to the strip on the right, which takes the corner: strips never overlap.
        if hasBottom { strips.append(Rect(x: p.minX, y: bottomSeam, width: (hasRight ? rightSeam : p.maxX) - p.minX, height: p.maxY - bottomSeam)) }
        return strips
    }

    /// The offcuts: the halves of the overlaps on the left and above, cut away.
    package var offcuts: [Rect] {
        let p = printed
        var cuts: [Rect] = []
        if hasTop { cuts.append(Rect(x: p.minX, y: p.minY, width: p.width, height: half)) }
        if hasLeft { cuts.append(Rect(x: p.minX, y: p.minY, width: half, height: p.height)) }
        return cuts
    }

    var items: [Item] {
        var items: [Item] = []
        let p = printed
        for strip in glueStrips {
            if let path = Path.rectangle(strip) { items.append(.shape(Shape(path: path, fill: .solid(Self.glue)))) }
        }
        // Glue lines on the strips' side of the seams; cut lines on the offcuts' side.
        let w = Self.lineWidth
        var glue = PathBuilder()
        if hasRight { glue.rect(Rect(x: rightSeam, y: p.minY, width: w, height: p.height)) }
        if hasBottom { glue.rect(Rect(x: p.minX, y: bottomSeam, width: p.width, height: w)) }
        if let path = glue.finish() { items.append(.shape(Shape(path: path, fill: .solid(Self.ink)))) }
        var cut = PathBuilder()
        let leftSeam = p.minX + half, topSeam = p.minY + half
        if hasLeft {
            cut.move(to: Point(leftSeam - w / 2, hasTop ? topSeam - w : p.minY))
            cut.line(to: Point(leftSeam - w / 2, p.maxY))
        }
        if hasTop {
            cut.move(to: Point(hasLeft ? leftSeam - w : p.minX, topSeam - w / 2))
            cut.line(to: Point(p.maxX, topSeam - w / 2))
        }
        if let path = cut.finish() { items.append(.shape(Shape(path: path, stroke: Stroke(paint: .solid(Self.ink), width: w, dash: Self.dash)))) }
        items += registrationMarks()
        return items
    }

    /// Where the cut corners of the sheets laid over this one go: a target at each, drawn only on the
    /// glue strips (whatever of it would fall on the poster's visible part is left out).
    private func registrationMarks() -> [Item] {
        let p = printed
        var centres: [Point] = []
        let top = hasTop ? p.minY + half : p.minY, left = hasLeft ? p.minX + half : p.minX
        if hasRight { centres.append(Point(rightSeam, top)) }
        if hasBottom { centres.append(Point(left, bottomSeam)) }
        if hasRight, hasBottom { centres.append(Point(rightSeam, bottomSeam)) }
        let radius = min(half * 0.8, 8)
        var targets = PathBuilder()
        for c in centres {
            targets.circle(center: c, radius: radius * 0.6)
            targets.move(to: Point(c.x - radius, c.y))
            targets.line(to: Point(c.x + radius, c.y))
            targets.move(to: Point(c.x, c.y - radius))
            targets.line(to: Point(c.x, c.y + radius))
        }
        var clip = PathBuilder()
        for strip in glueStrips { clip.rect(strip) }
        guard let marks = targets.finish(), let window = clip.finish() else { return [] }
        return [.group(Group(clip: window, items: [.shape(Shape(path: marks, stroke: Stroke(paint: .solid(.black), width: Self.lineWidth)))]))]
    }
}
