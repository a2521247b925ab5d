import Geometry

/// Where a grid's columns and rows lie in its area once their sizes are worked out: lengths as given,
/// automatic tracks as large as their content, and shares of what is left.
///
/// When automatic tracks would leave shares nothing, they take at most three quarters of the room the
/// lengths leave (their texts are then set smaller to fit); with no shares, they are stretched
/// to fill the room, as a CSS grid stretches its automatic tracks.
package struct TrackLayout: Sendable {
    /// Each column's left edge and width.
    package let columns: [(start: Double, size: Double)]
    /// Each row's top edge and height.
    package let rows: [(start: Double, size: Double)]
    package let columnGap: Double
    package let rowGap: Double

    /// The most of the room left by lengths that automatic tracks take when shares need some too.
    static let automaticShare = 0.75

    package init(columns: [(start: Double, size: Double)], rows: [(start: Double, size: Double)], columnGap: Double, rowGap: Double) {
        self.columns = columns
        self.rows = rows
        self.columnGap = columnGap
        self.rowGap = rowGap
    }

    /// The tracks `sizes` along `length` from `start`, `gap` apart; `content(i)` is how large track `i`'s
    /// content is, nil when it has none to size an automatic track by (it then takes a share).
    package static func resolve(_ sizes: [GridTrack], from start: Double, length: Double, gap: Double, content: (Int) -> Double?) -> [(
        start: Double, size: Double
    )] {
        enum Resolved {
            case fixed(Double)
            case automatic(Double)
            case share(Double)
        }
        let resolved: [Resolved] = sizes.indices.map { i in
            switch sizes[i] {
            case .length(let points): .fixed(points)
            case .fraction(let share): .share(share)
            case .auto, .chosen: content(i).map(Resolved.automatic) ?? .share(1)
            }
        }
        let room = max(0, length - gap * Double(max(0, sizes.count - 1)))
        var fixed = 0.0, automatic = 0.0, shares = 0.0
        for track in resolved {
            switch track {
            case .fixed(let points): fixed += points
            case .automatic(let points): automatic += points
            case .share(let share): shares += share
            }
        }
        let left = max(0, room - fixed)
        let automaticRoom = shares > 0 ? min(automatic, left * automaticShare) : left
        let automaticCount = resolved.filter { if case .automatic = $0 { true } else { false } }.count
        let stretch = shares > 0 || automatic >= automaticRoom || automaticCount == 0 ? 0 : (automaticRoom - automatic) / Double(automaticCount)
        let squeeze = automatic > automaticRoom && automatic > 0 ? automaticRoom / automatic : 1
        let shareRoom = max(0, left - min(automatic, automaticRoom))
        var position = start
        return resolved.map { track in
            let size =
                switch track {
                case .fixed(let points): points
                case .automatic(let points): points * squeeze + stretch
                case .share(let share): shareRoom * share / shares
                }
            defer { position += size + gap }
            return (position, size)
        }
    }

    /// The share of a row its content must leave empty for the row to be made tighter: a row of figures
    /// centred with less room round them is left as it is, the figures of the grid evenly spaced.
    static let tighteningThreshold = 0.25

    /// The layout with its rows that took a share of the room made as tall as their content needs
    /// (`needs[i]`, nil where it can use any height), where that leaves more than a quarter of the row empty:
    /// a row of figures that keep their shape, as wide as their column, is as tall as they are. What
    /// they give up is spread evenly over the gaps between the rows and the room above and below them
    /// (as CSS's `align-content: space-evenly` spreads a grid's free room): its rows no longer a quarter
    /// empty and more (those of a 3 x 3 A4 poster of squares were), their figures as large as before.
    package func tighteningRows(needs: [Double?], shares: [Bool]) -> TrackLayout {
        guard rows.count > 1 else { return self }
        var sizes = rows.map(\.size)
        var surplus = 0.0
        for i in rows.indices where shares[i] {
            guard let need = needs[i], need < sizes[i] * (1 - Self.tighteningThreshold) else { continue }
            surplus += sizes[i] - need
            sizes[i] = need
        }
        guard surplus > 0 else { return self }
        let slot = surplus / Double(rows.count + 1)
        let gap = rowGap + slot
        var position = rows[0].start + slot
        let tightened = sizes.map { size in
            defer { position += size + gap }
            return (start: position, size: size)
        }
        return TrackLayout(columns: columns, rows: tightened, columnGap: columnGap, rowGap: gap)
    }

    /// The room `sizes` take `gap` apart before any automatic track or share has some: their gaps and lengths.
    package static func fixedRoom(of sizes: [GridTrack], gap: Double) -> Double {
        gap * Double(max(0, sizes.count - 1)) + sizes.reduce(0) { if case .length(let points) = $1 { $0 + points } else { $0 } }
    }

    /// The frame of `slot`, across the tracks and gaps it spans.
    package func frame(of slot: GridPlacement.Slot) -> Rect {
        let first = columns[slot.column], last = columns[slot.column + slot.columns - 1]
        let top = rows[slot.row], bottom = rows[slot.row + slot.rows - 1]
        return Rect(x: first.start, y: top.start, width: last.start + last.size - first.start, height: bottom.start + bottom.size - top.start)
    }
}
