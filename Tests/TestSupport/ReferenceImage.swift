import CairoKit
import Foundation

/// Compares a rendered PNG with a reference PNG by decoded pixels, with a small tolerance.
///
/// With `RECORD_REFERENCES=1` the reference is (re)written instead. On a mismatch an image of
/// expected | difference | actual is written under `.build/reference-failures/`.
public enum ReferenceImage {
    /// Largest difference of a channel (0...255) for two pixels to count as equal.
    public static let channelTolerance = 3
    /// Fraction of pixels allowed to differ by more than that (antialiasing noise).
    public static let differingFraction = 0.002

    public static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1" }

    public static let folder = repositoryRoot.appendingPathComponent("Tests/References")
    public static let failures = repositoryRoot.appendingPathComponent(".build/reference-failures")

    /// nil when `actualPNG` matches the reference called `name`, else why not.
    public static func compare(_ actualPNG: [UInt8], name: String) throws -> String? {
        let referenceURL = folder.appendingPathComponent("\(name).png")
        if recording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actualPNG).write(to: referenceURL)
            return nil
        }
        guard let expectedBytes = FileManager.default.contents(atPath: referenceURL.path) else {
            return "no reference \(referenceURL.path): record it with RECORD_REFERENCES=1"
        }
        guard let expected = try Surface.readPNG(Array(expectedBytes)).image, let actual = try Surface.readPNG(actualPNG).image else {
            return "cannot decode the images"
        }
        guard expected.width == actual.width, expected.height == actual.height else {
            return "size \(actual.width)x\(actual.height) differs from the reference's \(expected.width)x\(expected.height)"
        }
        var differing = 0
        var diff = [UInt32](repeating: 0xFFFF_FFFF, count: actual.pixels.count)
        for y in 0..<actual.height {
            for x in 0..<actual.width where actual.rgba(x: x, y: y).distance(to: expected.rgba(x: x, y: y)) > channelTolerance {
                differing += 1
                diff[y * actual.width + x] = 0xFFFF_0000
            }
        }
        let allowed = Int(Double(actual.pixels.count) * differingFraction)
        guard differing > allowed else { return nil }
        let report = failures.appendingPathComponent("\(name).png")
        try writeTriptych([expected, ImageData(width: actual.width, height: actual.height, pixels: diff), actual], to: report)
        return "\(differing) pixels differ (\(allowed) allowed); see \(report.path)"
    }

    private static func writeTriptych(_ images: [ImageData], to url: URL) throws {
        let width = images[0].width, height = images[0].height
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 3 * width * height)
        for (i, image) in images.enumerated() {
            for y in 0..<height {
                for x in 0..<width { pixels[y * 3 * width + i * width + x] = image.pixels[y * width + x] }
            }
        }
        let stream = ByteStream()
        try Surface.image(ImageData(width: 3 * width, height: height, pixels: pixels)).writePNG(to: stream)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(stream.bytes).write(to: url)
    }
}
