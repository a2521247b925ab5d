import CairoKit
import Geometry
import Imaging
import Render
import Scene
import Testing

/// A picture far larger than where a page of pixels places it is decoded smaller, by the largest of
/// 1, 2, 4 and 8 that leaves at least one of its pixels to each of the page's, once for all the threads
/// drawing the page; and the page shows what the whole picture would.
@Suite struct PictureReductionTests {
    /// A PNG `width` x `height` pixels: red rising from left to right, blue from top to bottom.
    static func gradient(width: Int, height: Int) throws -> ImageSource {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let red = UInt32(x * 255 / (width - 1)), blue = UInt32(y * 255 / (height - 1))
                pixels[y * width + x] = 0xFF00_0000 | red << 16 | 0x60 << 8 | blue
            }
        }
        let stream = ByteStream()
        try Surface.image(ImageData(width: width, height: height, pixels: pixels)).writePNG(to: stream)
        return try ImageReader.check(stream.bytes, name: "gradient.png")
    }

    @Test(arguments: [
        (Affine.identity, 1), (Affine(a: 0.5, b: 0, c: 0, d: 0.5, tx: 3, ty: 4), 2), (Affine(a: 0.51, b: 0, c: 0, d: 0.2, tx: 0, ty: 0), 1),
        (Affine(a: 0.13, b: 0, c: 0, d: 0.13, tx: 0, ty: 0), 4), (Affine(a: 0.01, b: 0, c: 0, d: 0.01, tx: 0, ty: 0), 8),
        (Affine(a: 0.3, b: 0.3, c: -0.3, d: 0.3, tx: 0, ty: 0), 2), (Affine(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0), 1),
    ])
    func aReductionLeavesAPixelOfThePictureToEachOfThePage(_ matrix: Affine, _ factor: Int) {
        #expect(PictureReduction.factor(for: matrix) == factor)
    }

    @Test func aReducedPictureIsItsPixelsAveragedAndSharedByThePagesThreads() throws {
        let source = try Self.gradient(width: 801, height: 600)
        let pictures = PagePictures()
        let first = ImageCache(vectorOutput: false, pictures: pictures), second = ImageCache(vectorOutput: false, pictures: pictures)
        let small = try first.surface(for: source, reduction: 4)
        #expect(try second.surface(for: source, reduction: 4) === small, "the other thread is given the same pixels, not decoded again")
        let image = try #require(small.image)
        #expect(image.width == 201 && image.height == 150)
        let middle = image.rgba(x: 100, y: 75)
        #expect(abs(Int(middle.red) - 127) <= 3 && middle.green == 0x60 && abs(Int(middle.blue) - 128) <= 3)
        #expect(try first.surface(for: source).image?.width == 801, "unreduced, it is the picture as stored")
    }

    /// Placed at an eighth of its size on a page of pixels, a picture shows the colours the whole
    /// picture has there, written alike by any number of threads.
    @Test func aPicturePlacedSmallShowsWhatTheWholePictureWould() throws {
        let source = try Self.gradient(width: 1601, height: 1200)
        let frame = Rect(x: 10, y: 10, width: 200, height: 150)
        let page = Page(size: Size(220, 170), background: .white, items: [.image(PlacedImage(source: source, frame: frame))])
        try BandedRasterTests.expectFaithful(page, dpi: 72)
        let image = try #require(try BandedRasterTests.oneSurface(page, dpi: 72).image)
        for (x, y) in [(20, 20), (110, 85), (200, 150), (60, 140)] {
            let shown = image.rgba(x: x, y: y)
            let red = (Double(x) + 0.5 - frame.minX) / frame.width * 255, blue = (Double(y) + 0.5 - frame.minY) / frame.height * 255
            #expect(abs(Double(shown.red) - red) <= 3 && abs(Double(shown.blue) - blue) <= 3 && shown.green == 0x60, "at \(x), \(y): \(shown)")
        }
    }
}
