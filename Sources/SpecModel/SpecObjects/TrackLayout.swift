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
