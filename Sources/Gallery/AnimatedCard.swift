import Pipeline
import Scene

/// What an animated spec (one with an `animate` block) shows in the gallery: its frames, drawn into an
/// animated thumbnail, and for its still (its PDF, PNGs, thumbnails and contact sheet pages) the frame
/// with the most ink, not the first, which for an animation that grows from nothing is empty.
struct AnimatedCard {
    /// The frames of the animated thumbnail: two seconds, `poster frames`' default, at 12 frames a second.
    static let frameCount = 24
    static let fps = 12.0
    static var duration: Double { Double(frameCount) / fps }
    /// WebP's lossy quality for the thumbnail: small files, and the card shows it a few hundred pixels wide.
    static let quality = 75.0

    /// The page the frames show (1-based) and the frames themselves.
    let page: Int
    let frames: [Page]
    /// The whole document at the frame with the most ink (the first of them when several tie).
    let still: Document

    /// The card of the spec opened at `path` whose bytes are `bytes`, judged at the gallery's thumbnail
    /// size; nil when it has no `animate` block or its frames cannot be made.
    static func of(_ bytes: [UInt8], at path: String, options: GalleryOptions) -> AnimatedCard? {
        guard let animation = Pipeline.animation(options.job(.contents(.success(bytes), path: path))).animation else { return nil }
        return AnimatedCard(animation, thumbnailSize: options.thumbnailSize)
    }

    /// The card of `animation`, judged at `thumbnailSize` pixels; nil when a frame cannot be laid out or
    /// lacks the page it should show (the spec is then shown as it is without its animation).
    init?(_ animation: Animation, thumbnailSize: Int) {
        var frames: [Page] = []
        var best: (ink: Int, document: Document)?
        for k in 0..<Self.frameCount {
            let document = Pipeline.frame(of: animation, atProgress: Double(k) / Double(Self.frameCount - 1), duration: Self.duration).document()
            guard let document, document.pages.indices.contains(animation.page - 1) else { return nil }
            let frame = document.pages[animation.page - 1]
            frames.append(frame)
            guard let ink = try? Pipeline.inkedPixels(of: frame, dpi: Thumbnail.dpi(for: frame.size, longestSide: thumbnailSize)) else { return nil }
            if best.map({ ink > $0.ink }) ?? true { best = (ink, document) }
        }
        guard let best else { return nil }
        page = animation.page
        self.frames = frames
        still = best.document
    }
}
