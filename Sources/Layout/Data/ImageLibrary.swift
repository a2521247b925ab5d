import FileIO
import Foundation
import Imaging
import Scene
import SpecReader

/// The pictures specs place, read and checked once per file content: a sheet placing one logo a
/// hundred times reads it once, and a gallery shares it between specs. Kept while they fit a budget.
final class ImageLibrary: @unchecked Sendable {
    static let shared = ImageLibrary()

    /// The bytes of pictures kept at once; past it the oldest are let go (and read again if asked for).
    private static let budget = 512 << 20

    private let lock = NSLock()
    private var pictures: [Key: ImageSource] = [:]
    private var order: [Key] = []
    private var bytes = 0

    /// A file as it is now (its real path, size and time of change) and the pixel limit it was checked against.
    private struct Key: Hashable {
        let path: String
        let size: Int64
        let changed: Int
        let maximumPixels: Int
    }

    /// The picture `path` names (relative to the spec's folder, confined to it unless allowed), recorded
    /// as an input of the spec.
    func picture(_ path: String, _ diagnostics: SpecContext) throws(ImageError) -> ImageSource {
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw ImageError("no picture is named: give the file's name") }
        let world = diagnostics.world
        let full: String
        do {
            full = try world.locate(path)
        } catch {
            throw ImageError(error.message)
        }
        world.recordInput(full)
        var status = stat()
        guard stat(full, &status) == 0 else { throw ImageError("cannot read image \"\(path)\": no such file") }
        let maximumPixels = world.maximumImagePixels ?? ImageReader.defaultMaximumPixels
        let key = Key(
            path: RealPath.of(full) ?? full, size: Int64(status.st_size), changed: Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec),
            maximumPixels: maximumPixels)
        if let known = lock.withLock({ pictures[key] }) { return try counted(known, path, world) }
        let contents: [UInt8]
        do {
            contents = try world.read(full)
        } catch {
            throw ImageError("cannot read image \"\(path)\": \(error.message)")
        }
        let picture = try ImageReader.check(contents, name: path, maximumPixels: maximumPixels)
        lock.withLock {
            pictures[key] = picture
            order.append(key)
            bytes += picture.bytes.count
            while bytes > Self.budget, order.count > 1 {
                let oldest = order.removeFirst()
                bytes -= pictures.removeValue(forKey: oldest)?.bytes.count ?? 0
            }
        }
        return try counted(picture, path, world)
    }

    /// `picture` (placed as `path`), counted towards the pixels the spec's distinct pictures decode to: past the spec's
    /// budget, the picture that goes over it is refused.
    private func counted(_ picture: ImageSource, _ path: String, _ world: World) throws(ImageError) -> ImageSource {
        let tally = world.placedPictures
        guard tally.pictures.insert(picture.id).inserted else { return picture }
        tally.pixels += picture.decodedPixels
        let budget = world.maximumTotalImagePixels ?? ImageReader.defaultMaximumTotalPixels
        guard tally.pixels <= budget else {
            throw ImageError(
                "\"\(path)\" brings the pictures this document places to \(ImageLimits.describe(tally.pixels)) decoded, over the \(ImageLimits.describe(budget)) its distinct pictures may have together (raise it with --max-total-image-pixels)")
        }
        return picture
    }
}
