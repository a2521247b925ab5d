import CairoKit
import Foundation
import TestSupport
import Testing

/// A photo stands as its EXIF orientation says, in PNG output (decoded pixels) and in PDF output (the
/// JPEG embedded as stored, turned by the page: read back by pdftoppm); and the picture size limit.
@Suite struct ImageOrientationTests {
    /// The stored photo's quadrants: red top left, green top right, blue bottom left, yellow bottom right.
    enum Quadrant: Character {
        case red = "R"
        case green = "G"
        case blue = "B"
        case yellow = "Y"

        var rgb: (Int, Int, Int) {
            switch self {
            case .red: (255, 0, 0)
            case .green: (0, 255, 0)
            case .blue: (0, 0, 255)
            case .yellow: (255, 255, 0)
            }
        }

        /// The quadrant colour nearest an opaque pixel (0xAARRGGBB).
        static func nearest(_ pixel: UInt32) -> Quadrant {
            let (r, g, b) = (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
            return [Quadrant.red, .green, .blue, .yellow].min {
                let (p, q) = ($0.rgb, $1.rgb)
                return (p.0 - r) * (p.0 - r) + (p.1 - g) * (p.1 - g) + (p.2 - b) * (p.2 - b)
                    < (q.0 - r) * (q.0 - r) + (q.1 - g) * (q.1 - g) + (q.2 - b) * (q.2 - b)
            }!
        }
    }

    /// What the EXIF standard says each orientation shows, upright: the top-left, top-right, bottom-left
    /// and bottom-right quadrants of the photo stored as R G / B Y.
    static let upright: [Int: String] = [
        1: "RGBY", 2: "GRYB", 3: "YBGR", 4: "BYRG", 5: "RBGY", 6: "BRYG", 7: "YGBR", 8: "GYRB",
    ]

    /// A 60 x 40 pixel JPEG of the four quadrants, with an EXIF block recording `orientation` (none for 0),
    /// in big-endian or little-endian TIFF order.
    static func photo(orientation: Int, littleEndian: Bool) throws -> Data {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var ppm = Data("P6\n60 40\n255\n".utf8)
        for y in 0..<40 {
            for x in 0..<60 {
                let quadrant: Quadrant = y < 20 ? (x < 30 ? .red : .green) : (x < 30 ? .blue : .yellow)
                ppm.append(contentsOf: [UInt8(quadrant.rgb.0), UInt8(quadrant.rgb.1), UInt8(quadrant.rgb.2)])
            }
        }
        try ppm.write(to: URL(fileURLWithPath: folder.path("q.ppm")))
        let made = try ToolProcess.run(tool: "cjpeg", ["-quality", "95", "-outfile", folder.path("q.jpg"), folder.path("q.ppm")])
        #expect(made.status == 0, "\(made.stderr)")
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: folder.path("q.jpg")))
        guard orientation > 0 else { return jpeg }
        func short(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func long(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v), 0, 0, 0] : [0, 0, 0, UInt8(v)] }
        // TIFF header, one IFD of one entry: tag 0x0112 (orientation), type 3 (SHORT), count 1, the value.
        let tiff =
            (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + short(42) + long(8) + short(1)
            + short(0x0112) + short(3) + long(1) + short(orientation) + [0, 0] + long(0)
        let app1 = Array("Exif".utf8) + [0, 0] + tiff
        return jpeg.prefix(2) + Data([0xFF, 0xE1] + [UInt8((app1.count + 2) >> 8), UInt8((app1.count + 2) & 0xFF)] + app1) + jpeg.dropFirst(2)
    }

    /// The four quadrants seen at the centres of the picture's quarters, in a 100 x 100 pixel page where
    /// the picture is contained: a landscape picture fills the width, a portrait one the height.
    static func quadrants(_ pixels: [UInt32], width: Int, portrait: Bool) -> String {
        let points = portrait ? [(33, 25), (67, 25), (33, 75), (67, 75)] : [(25, 33), (75, 33), (25, 67), (75, 67)]
        return String(points.map { Quadrant.nearest(pixels[$0.1 * width + $0.0]).rawValue })
    }

    @Test func aPhotoStandsAsItsEXIFOrientationSays() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var pages: [String] = []
        for orientation in 0...8 {
            try Self.photo(orientation: orientation, littleEndian: orientation % 2 == 0).write(to: URL(fileURLWithPath: folder.path("o\(orientation).jpg")))
            pages.append("{ \"cells\": [ { \"figure\": { \"kind\": \"image\", \"src\": \"o\(orientation).jpg\" } } ] }")
        }
        let spec = "{ \"page\": { \"size\": \"100pt x 100pt\", \"margin\": 0 }, \"pages\": [ \(pages.joined(separator: ", ")) ] }"
        try spec.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let png = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("png-{page}.png"), "--dpi", "72"])
        #expect(png.status == 0, "\(png.stderr)")
        let pdf = try PosterProcess.run(["render", folder.path("spec.json"), "-o", folder.path("out.pdf")])
        #expect(pdf.status == 0, "\(pdf.stderr)")
        let raster = try ToolProcess.run(tool: "pdftoppm", ["-r", "72", "-png", folder.path("out.pdf"), folder.path("pdf")])
        #expect(raster.status == 0, "\(raster.stderr)")
        for orientation in 0...8 {
            let expected = Self.upright[max(1, orientation)]!
            let portrait = orientation >= 5
            for file in ["png-\(orientation + 1).png", "pdf-\(orientation + 1).png"] {
                let image = try decodedPNG(at: folder.path(file))
                #expect(Self.quadrants(image.pixels, width: image.width, portrait: portrait) == expected, "orientation \(orientation) in \(file)")
                // The margin the contained picture leaves: above it when landscape, beside it when portrait.
                let margin = portrait ? image.pixels[50 * image.width + 5] : image.pixels[5 * image.width + 50]
                #expect(margin & 0xFF_FFFF == 0xFF_FFFF, "orientation \(orientation) in \(file): the picture's upright size")
            }
        }
    }

    @Test func thePictureSizeLimitIsAnOption() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try Self.photo(orientation: 6, littleEndian: false).write(to: URL(fileURLWithPath: folder.path("photo.jpg")))
        try ImageTests.spec([ImageTests.image("photo.jpg")]).write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
        let refused = try PosterProcess.run(["render", "spec.json", "-o", "out.pdf", "--max-image-pixels", "2000"], in: folder.url)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "spec.json:1:131: error: pages[0].cells[0].figure.src: \"photo.jpg\" is 60 x 40 pixels, over the 2000 pixels a picture may have (raise it with --max-image-pixels)"
            ), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.pdf")))
        let allowed = try PosterProcess.run(["render", "spec.json", "-o", "out.pdf", "--max-image-pixels", "2400"], in: folder.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let invalid = try PosterProcess.run(["render", "spec.json", "-o", "out.pdf", "--max-image-pixels", "0"], in: folder.url)
        #expect(invalid.status != 0)
        #expect(invalid.stderr.contains("--max-image-pixels must be from 1 to"), "\(invalid.stderr)")
    }
}
