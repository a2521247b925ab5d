/// The animation files `poster frames` writes, named by the output's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
    case apng, gif, webp, mp4, webm

    /// The format named by a file name's extension, if it is one of these.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// Whether the format is a video made by the `ffmpeg` program rather than by poster itself.
    public var isVideo: Bool { self == .mp4 || self == .webm }

    /// Whether the file says how many times it plays.
    public var hasLoopCount: Bool { !isVideo }
}
