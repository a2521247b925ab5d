import CairoKit

/// How two renderings of one page differ away from edges, where rasterisers agree: over the pixels
/// whose 3 x 3 neighbourhood is flat (every channel within 16/255) in both images, the mean absolute
/// difference per channel, the share of those pixels that differ by more than 24/255 in some channel,
/// and the share of the page they are.
public struct FlatDifference: Sendable {
    public let mean: Double
    public let far: Double
    public let share: Double

    public init(_ a: ImageData, _ b: ImageData) {
        let width = min(a.width, b.width), height = min(a.height, b.height)
        var total = 0, count = 0, far = 0
        if width > 2, height > 2 {
            let flatA = Self.flatness(a, width: width, height: height), flatB = Self.flatness(b, width: width, height: height)
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) where flatA[y * width + x] && flatB[y * width + x] {
                    let p = a.pixels[y * a.width + x], q = b.pixels[y * b.width + x]
                    var largest = 0
                    for channel in 0..<3 {
                        let difference = abs(Self.channel(p, channel) - Self.channel(q, channel))
                        total += difference
                        largest = max(largest, difference)
                    }
                    if largest > 24 { far += 1 }
                    count += 1
                }
            }
        }
        let flat = Double(max(1, count))
        mean = Double(total) / (3 * flat)
        self.far = Double(far) / flat
        share = Double(count) / Double(max(1, width * height))
    }

    /// The channel (0 red, 1 green, 2 blue) of pixel `p` (0xAARRGGBB).
    static func channel(_ p: UInt32, _ c: Int) -> Int { Int(p >> (16 - 8 * UInt32(c)) & 0xFF) }

    /// For each pixel of the `width` x `height` corner of `image` (row by row), whether it is flat there
    /// (`isFlat`). The border is never flat.
    static func flatness(_ image: ImageData, width: Int, height: Int) -> [Bool] {
        var flat = [Bool](repeating: false, count: width * height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) { flat[y * width + x] = isFlat(pixels, y * image.width + x, stride: image.width) }
            }
        }
        return flat
    }

    /// Whether the 3 x 3 pixels around `pixels[index]` (rows `stride` pixels apart) differ by at most 16 in
    /// every channel: no edge there.
    static func isFlat(_ pixels: UnsafeBufferPointer<UInt32>, _ index: Int, stride: Int) -> Bool {
        for channel in 0..<3 {
            var low = 255, high = 0
            for dy in -1...1 {
                for dx in -1...1 {
                    let v = Self.channel(pixels[index + dy * stride + dx], channel)
                    (low, high) = (min(low, v), max(high, v))
                }
            }
            if high - low > 16 { return false }
        }
        return true
    }
}
