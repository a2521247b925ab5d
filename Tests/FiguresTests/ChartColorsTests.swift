import Figures
import Scene
import Testing

/// Every slice of a chart its own colour, neighbours (the last and the first too) clearly apart.
@Suite struct ChartColorsTests {
    static func hex(_ v: Int) -> Color { Color(r255: Double(v >> 16 & 0xFF), g255: Double(v >> 8 & 0xFF), b255: Double(v & 0xFF)) }

    static let palettes: [[Color]] = [
        [hex(0x4f4fbf), hex(0xef78dd), hex(0xefac78)],
        [hex(0xf5c2e7), hex(0x89b4fa), hex(0xa6e3a1), hex(0xfab387)],
        [hex(0x111111), hex(0x555555), hex(0x999999)],
        [hex(0x4f4fbf)],
    ]

    @Test(arguments: 0..<4)
    func everySliceHasItsOwnColourAndNeighboursDiffer(_ which: Int) {
        let palette = Self.palettes[which]
        for count in 1...24 {
            let colors = ChartColors.colors(count: count, palette: palette).map(OKLCH.init)
            #expect(colors.count == count)
            if count <= palette.count { #expect(ChartColors.colors(count: count, palette: palette) == Array(palette.prefix(count))) }
            let closest = colors.indices.flatMap { i in colors.indices.filter { $0 > i }.map { colors[i].distance(to: colors[$0]) } }.min() ?? 1
            #expect(closest > 0.01, "palette \(which), \(count) slices: two colours \(closest) apart")
            // The theme's own palette is kept as it is; the colours made beyond it keep neighbours apart.
            guard count > palette.count else { continue }
            let neighbours = colors.indices.map { colors[$0].distance(to: colors[($0 + 1) % count]) }.min() ?? 1
            // OKLab distance: 0.02 is about the least difference seen; neighbours stay several times that apart.
            #expect(neighbours > 0.075, "palette \(which), \(count) slices: neighbours \(neighbours) apart")
        }
    }
}
