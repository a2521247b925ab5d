/// What an animation file says besides its frames.
public struct AnimationSettings: Sendable {
    /// When each frame is shown.
    public var timing: FrameTiming
    /// How many times it plays, 0 for ever (ignored by video).
    public var plays: Int
    /// WebP's lossy quality, 0 to 100; nil for lossless.
    public var quality: Double?

    public init(timing: FrameTiming, plays: Int = 0, quality: Double? = nil) {
        self.timing = timing
        self.plays = plays
        self.quality = quality
    }
}
