/// How two images of the same size differ pixel by pixel: how many pixels are not the same, and the
/// largest difference of one channel (0...255, alpha included) between two of them.
public struct PixelDifference: Sendable {
    public let differing: Int
    public let worst: Int

    /// Compares `a` and `b` (0xAARRGGBB pixels) over the pixels both have.
    public init(_ a: [UInt32], _ b: [UInt32]) {
        var differing = 0, worst = 0
        for (p, q) in zip(a, b) where p != q {
            differing += 1
            for shift: UInt32 in [0, 8, 16, 24] { worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))) }
        }
        self.differing = differing
        self.worst = worst
    }
}
