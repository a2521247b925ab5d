import Scene

/// A picture in a badge: a photo in its centre, inside the gradient frame, or a logo stamped in the
/// rotated copies where the mountain goes.
public struct BadgePicture: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable, CaseIterable {
        /// The picture covers the badge's middle, seen through `clip`, with the gradient as its frame.
        case centre
        /// The picture replaces the mountain symbol in every rotated copy.
        case symbol
    }

    public enum Clip: String, Hashable, Sendable, CaseIterable {
        case hexagon, circle
    }

    /// How much of the badge's side the centre picture's clip spans; the rest is the gradient frame.
    public static let centreScale = 0.78

    public var source: ImageSource
    public var role: Role
    public var clip: Clip

    public init(source: ImageSource, role: Role, clip: Clip) {
        self.source = source
        self.role = role
        self.clip = clip
    }
}
