import Figures
import Geometry
import Scene
import TestSupport
import Testing

/// A badge with a picture: the photo in the centre inside the gradient frame, or the logo in every
/// copy's place, turned as the mountain is.
@Suite struct BadgePictureTests {
    static let frame = Rect(x: 50, y: 0, width: 400, height: 300)
    static let photo = ImageSource(id: "photo", format: .jpeg, bytes: [], size: Size(400, 200), name: "photo.jpg")

    static func badge(_ role: BadgePicture.Role, _ clip: BadgePicture.Clip = .hexagon, symbols: Int = 8) -> Badge {
        Badge(
            symbols: symbols, gradient: Badge.originalGradient, symbolColor: Badge.originalSymbolColor, label: nil,
            picture: BadgePicture(source: photo, role: role, clip: clip))
    }

    @Test(arguments: [BadgePicture.Clip.hexagon, .circle])
    func aCentrePhotoCoversItsClipInsideTheFrame(_ clip: BadgePicture.Clip) throws {
        let items = Self.badge(.centre, clip).items(in: Self.frame, style: FigureStyle())
        guard case .instances(let badge) = items[0], case .image(let image) = items[1], items.count == 2 else {
            Issue.record("expected the badge and its photo: \(items)")
            return
        }
        // The badge's own symbol is the gradient background alone: the photo takes the mountain's place.
        #expect(badge.symbol.items.count == 1)
        let outline = try #require(image.clip).bounds
        let box = Rect(x: 100, y: 0, width: 300, height: 300)
        // The clip is centred on the badge, inside its hexagon, leaving the gradient as a frame.
        #expect(approx(outline.center, Point(box.center.x, clip == .circle ? box.center.y : outline.center.y), tolerance: 1e-9))
        #expect(outline.width < (try #require(Badge.backgroundPath(side: 300))).bounds.width * 0.9)
        #expect(outline.minY > 300 * 0.025 + 10 && outline.maxY < 300 * 0.975 - 10)
        // The 2:1 photo covers the clip: as high as it, and wider.
        #expect(approx(image.frame.height, outline.height, tolerance: 1e-9) && image.frame.width >= outline.width)
        #expect(approx(image.frame.center.x, outline.center.x, tolerance: 1e-9))
    }

    @Test(arguments: [1, 5, 8])
    func aSymbolPictureIsStampedWhereTheMountainsGo(_ n: Int) {
        let badge = Self.badge(.symbol, symbols: n)
        let items = badge.items(in: Self.frame, style: FigureStyle())
        let copies = Array(items.dropFirst())
        #expect(copies.count == n)
        for (index, copy) in copies.enumerated() {
            guard case .group(let placed) = copy, case .image(let image) = placed.items.first else {
                Issue.record("copy \(index) is not a placed picture")
                continue
            }
            #expect(placed.transform == badge.symbolTransform(index, side: 300).then(.translate(100, 0)))
            #expect(image.opacity == 0.5)
            // Contained in the mountain's 1.4 s x 1.05 s frame, standing on its bottom centre: the turning point.
            #expect(approx(image.frame.width, 420, tolerance: 1e-9) && approx(image.frame.maxY, 315, tolerance: 1e-9))
            #expect(approx(image.frame.center.x, 210, tolerance: 1e-9))
        }
    }
}
