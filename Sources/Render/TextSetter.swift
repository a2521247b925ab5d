import CairoKit
import Geometry
import Scene

/// Sets a `Text` on one line in its box, each character in a font that has a glyph for it.
///
/// Text wider than its box is set smaller, down to its minimum size; what still does not fit is cut
/// at a character boundary and ended with an ellipsis. The line is aligned horizontally as the text
/// asks and centred vertically on the box by the metrics of the font asked for.
struct TextSetter {
    let context: Context
    let fonts: FontCache

    /// Widths within this many points of the box's count as fitting, to allow for rounding.
    private static let tolerance = 1e-6

    /// Draws `text` with the current source; returns a warning when it was cut to fit its box, or set
    /// smaller than a size it asked for.
    func draw(_ text: Text) throws -> String? {
        let chain = try fonts.fallbackChain(for: text.font)
        let requested = text.font.size
        let minimum = min(text.minimumSize, requested)
        let quoted = String(reflecting: text.string)
        var runs = chain.runs(for: text.string)
        var size = requested
        var warning: String?
        if !fits(runs, size: size, in: text.box) {
            if let fitting = fittingSize(runs, in: text.box, minimum: minimum, requested: requested) {
                size = fitting
                if text.sizeIsRequested {
                    warning = "text \(quoted) set at \(Self.points(size, .down))pt instead of \(Self.points(requested))pt to fit its box"
                }
            } else {
                size = minimum
                runs = chain.runs(for: cut(text.string, chain: chain, size: size, in: text.box))
                warning = "text \(quoted) cut to fit its box (at the \(Self.points(minimum))pt minimum)"
            }
        }
        let advances = self.advances(runs, size: size)
        let width = advances.reduce(0, +)
        context.setFont(chain.primary, size: size)
        let metrics = context.fontExtents()
        var x: Double =
            switch text.alignment {
            case .leading: text.box.minX
            case .center: text.box.center.x - width / 2
            case .trailing: text.box.maxX - width
            }
        let baseline = text.box.center.y + (metrics.ascent - metrics.descent) / 2
        for (run, advance) in zip(runs, advances) {
            context.setFont(run.face, size: size)
            context.showText(String(run.text), at: Point(x, baseline))
            x += advance
        }
        return warning
    }

    /// How far each run moves the pen when set at `size`.
    private func advances(_ runs: [FontSet.Run], size: Double) -> [Double] {
        runs.map { run in
            context.setFont(run.face, size: size)
            return context.textExtents(String(run.text)).xAdvance
        }
    }

    private func fits(_ runs: [FontSet.Run], size: Double, in box: Rect) -> Bool {
        advances(runs, size: size).reduce(0, +) <= box.width + Self.tolerance
    }

    /// The size between `minimum` and `requested` at which `runs` fit the box's width, as large as
    /// can be found; nil when they are too wide even at `minimum`.
    ///
    /// Widths grow in proportion to the size only roughly (hinted metrics round each advance), so
    /// the proportional guess is checked and, when it is still too wide, halved towards `minimum`.
    private func fittingSize(_ runs: [FontSet.Run], in box: Rect, minimum: Double, requested: Double) -> Double? {
        guard fits(runs, size: minimum, in: box) else { return nil }
        let natural = advances(runs, size: requested).reduce(0, +)
        let guess = max(minimum, requested * box.width / natural)
        if fits(runs, size: guess, in: box) { return guess }
        var low = minimum, high = guess
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if fits(runs, size: middle, in: box) { low = middle } else { high = middle }
        }
        return low
    }

    /// The longest start of `string` that, ended with "…", fits the box's width at `size`; cut between
    /// characters and without spaces before the ellipsis. Empty when not even the ellipsis fits.
    private func cut(_ string: String, chain: FontSet, size: Double, in box: Rect) -> String {
        func shortened(_ count: Int) -> String {
            var head = string.prefix(count)
            while head.last?.isWhitespace == true { head.removeLast() }
            return head + "…"
        }
        func fitting(_ count: Int) -> Bool {
            fits(chain.runs(for: shortened(count)), size: size, in: box)
        }
        guard fitting(0) else { return "" }
        // The whole string is too wide, so it is too wide with an ellipsis too.
        var low = 0, high = string.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if fitting(middle) { low = middle } else { high = middle }
        }
        return shortened(low)
    }

    /// `size` in points for a message: to a tenth, without a trailing ".0".
    private static func points(_ size: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> String {
        let tenths = (size * 10).rounded(rule) / 10
        return Int(exactly: tenths).map(String.init) ?? String(tenths)
    }
}
