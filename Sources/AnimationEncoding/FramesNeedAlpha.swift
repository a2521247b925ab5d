/// Thrown by an encoder that began without alpha when a frame less than opaque arrives: the frames
/// are to be given again, from the first, to an encoder with alpha.
public struct FramesNeedAlpha: Error, Sendable {
    public init() {}
}
