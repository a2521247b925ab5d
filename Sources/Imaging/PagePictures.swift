import CairoKit
import Workers

/// The PNG, JPEG and WebP pictures of one page in pixels, each decoded once for each reduction its
/// placements ask (`PictureReduction`), and shared by the threads that draw the page's stripes: a
/// picture is decoded by the first that needs it, while the others wait for it rather than decode it
/// again. Three 81-megapixel photos on a page at 300 dpi were held twice over, each thread at full size
/// (1.8 GB); drawn at the size they are placed at, once, they hold a sixteenth of that.
public final class PagePictures: Sendable {
    /// The pictures decoded, by reduction and picture: decoded and kept only under the lock, and only read
    /// (painted) once kept.
    private let surfaces = Locked<[String: Surface]>([:])

    public init() {}

    /// The picture `id` at `reduction`, decoded by `decode` the first time it is asked for; and whether it
    /// had been asked for before.
    func surface(id: String, reduction: Int, decode: () throws(ImageError) -> Surface) throws(ImageError) -> (surface: Surface, known: Bool) {
        let key = "\(reduction) \(id)"
        return try surfaces.withLock { (surfaces) throws(ImageError) -> (surface: Surface, known: Bool) in
            if let known = surfaces[key] { return (known, true) }
            let made = try decode()
            surfaces[key] = made
            return (made, false)
        }
    }
}
