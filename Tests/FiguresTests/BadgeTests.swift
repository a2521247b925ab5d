import Figures
import Geometry
import Scene
import TestSupport
import Testing

@Suite struct BadgeTests {
    static let frame = Rect(x: 50, y: 0, width: 400, height: 300)

    @Test func backgroundFollowsHexagonParameters() throws {
        let path = try #require(Badge.backgroundPath(side: 300))
        let sides: [PathVerb] = Array(repeating: [PathVerb.line, .quad], count: 6).flatMap { $0 }
        #expect(path.verbs == [.move] + sides + [.close])
        // Start (0.95, 0.285), squeezed: x' = 300 (0.95 * 0.832) + 300 (1 - 0.832) / 2.
        #expect(approx(path.points[0], Point(300 * 0.95 * 0.832 + 300 * 0.168 / 2, 300 * 0.285)))
        // The first corner's control point is the top middle (0.5, 0): x stays at the centre.
        #expect(approx(path.points[2], Point(150, 0)))
        // The top and bottom corners peak half way to their control points: 0.025 and 0.975.
        #expect(approx(path.bounds.minY, 300 * 0.025, tolerance: 1e-9) && approx(path.bounds.maxY, 300 * 0.975, tolerance: 1e-9))
        #expect(approx(path.bounds.width, 300 * 0.832, tolerance: 1e-9))
    }

    @Test func badgeKeepsASquareCentredInItsCell() {
        #expect(
            Badge(symbols: 8, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: nil, picture: nil).badgeFrame(in: Self.frame)
                == Rect(x: 100, y: 0, width: 300, height: 300))
    }

    @Test(arguments: [1, 3, 8, 12])
    func symbolCopiesAreEvenlyTurnedAboutTheBadgeCentre(_ n: Int) {
        let badge = Badge(symbols: n, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: nil, picture: nil)
        let s = 300.0
        let centre = Point(s / 2, s / 2)
        // The rotation centre, the bottom middle of the badge frame, lands on the badge centre.
        for i in 0..<n {
            #expect(approx(badge.symbolTransform(i, side: s).apply(Point(s / 2 + 0.2 * s, s + 0.2 * s)), centre))
        }
        // Copy i is copy 0 turned by i x 360/N about the centre.
        let tip = Point(0.7 * s, 0.05 * s)
        let first = badge.symbolTransform(0, side: s).apply(tip)
        for i in 1..<max(2, n) where i < n {
            let expected = Affine.rotate(.degrees(360 * Double(i) / Double(n)), about: centre).apply(first)
            #expect(approx(badge.symbolTransform(i, side: s).apply(tip), expected, tolerance: 1e-9))
        }
    }

    @Test func gradientStopsAndColoursAreExact() throws {
        let items = Badge(symbols: 8, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: nil, picture: nil).items(
            in: Self.frame, style: FigureStyle())
        guard case .instances(let badge) = items[0], badge.transforms == [.translate(100, 0)] else {
            Issue.record("the badge is not one symbol placed on its square")
            return
        }
        let symbol = badge.symbol.items
        guard case .shape(let background) = symbol[0], case .linear(let from, let to, let stops)? = background.fill else {
            Issue.record("the badge's first item is not the gradient background")
            return
        }
        // In the badge's own square of side 300: from the top middle to 60 % down.
        #expect(from == Point(150, 0) && approx(to, Point(150, 180)))
        #expect(
            stops == [
                GradientStop(offset: 0, color: Color(r255: 239, g255: 120, b255: 221)),
                GradientStop(offset: 1, color: Color(r255: 239, g255: 172, b255: 120)),
            ])
        guard case .instances(let mountains) = symbol[1], case .shape(let mountain) = mountains.symbol.items[0] else {
            Issue.record("the second item is not the mountain's copies")
            return
        }
        // Each copy at half opacity on its own, as SwiftUI fades every view of the ForEach.
        #expect(mountain.fill == .solid(Color(r255: 79, g255: 79, b255: 191).withAlpha(0.5)))
        #expect(mountain.path.subpathCount == 2)
        #expect(
            mountains.transforms
                == (0..<8).map {
                    Badge(symbols: 8, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: nil, picture: nil).symbolTransform(
                        $0, side: 300)
                })
    }

    @Test func symbolHasTheSnowCapAndTheSlope() throws {
        let w = 100.0
        let path = try #require(BadgeSymbol.path(width: w))
        #expect(path.subpathCount == 2)
        #expect(path.points[0] == Point(50, 3))
        #expect(approx(path.bounds.maxY, 75 - 3))
        #expect(approx(path.bounds.minX, 3) && approx(path.bounds.maxX, 97))
    }

    @Test func labelGoesBelowTheBadge() {
        let items = Badge(symbols: 8, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: "Turtle Rock", picture: nil).items(
            in: Self.frame, style: FigureStyle())
        guard case .text(let text)? = items.last else {
            Issue.record("no label")
            return
        }
        #expect(text.string == "Turtle Rock")
        #expect(
            text.box.minY >= Badge(symbols: 8, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: "x", picture: nil).badgeFrame(
                in: Self.frame
            ).maxY - 1e-9)
    }
}
