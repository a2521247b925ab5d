import PNGKit

/// Animated PNG through poster's own PNG encoder: exact colours, every frame full size. Frame `k`'s
/// delay is the frame rate's fraction turned over, so `count` frames last exactly count / rate.
public final class APNGFrameEncoder: FrameEncoder {
    private var encoder: AnimatedPNGEncoder
    private let sink: ByteSink

    /// An encoder writing RGBA when `alpha`, else RGB: one begun without alpha throws
    /// `FramesNeedAlpha` at the first frame less than opaque.
    public init(settings: AnimationSettings, png: PNGEncoder, alpha: Bool, sink: @escaping ByteSink) {
        let timing = settings.timing
        encoder = AnimatedPNGEncoder(
            png: png, frameCount: timing.count, plays: settings.plays, delayNumerator: UInt16(timing.rateDenominator),
            delayDenominator: UInt16(timing.rateNumerator), alpha: alpha)
        self.sink = sink
    }

    public func add(_ frame: PixelRows) throws {
        if frame.hasAlpha, !encoder.alpha { throw FramesNeedAlpha() }
        try encoder.add(frame, to: sink)
    }

    public func finish() throws {
        try encoder.finish(to: sink)
    }
}
