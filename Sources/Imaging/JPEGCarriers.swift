import CairoKit
import DequeModule
import Geometry
import Scene

/// The JPEG pictures of one vector document (PDF or SVG): each an image surface with no pixels in memory
/// (`Surface.carrier`) carrying the file as cairo's JPEG mime data, which the document embeds as it is, and
/// the picture's digest as its unique id. A carrier let go before the document is finished costs a copy
/// of its picture's pixels inside cairo, so carriers are kept for the document, one serving every page
/// that places its picture, up to `byteBudget` bytes of files (the oldest let go first): a sheet of
/// thousands of distinct photos keeps no more than that. Used by one thread at a time.
public final class JPEGCarriers {
    /// The bytes of JPEG files kept at most, 4 MiB unless told.
    public let byteBudget: Int
    private var carriers: [String: (surface: Surface, bytes: Int)] = [:]
    /// The pictures kept, oldest first.
    private var order: Deque<String> = []
    private var keptBytes = 0

    public init(byteBudget: Int = 4 << 20) {
        self.byteBudget = byteBudget
    }

    /// The carrier of `source`, made with its file's `contents` the first time it is asked for (or the first
    /// since it was let go).
    package func carrier(for source: ImageSource, contents: () throws(ImageError) -> [UInt8]) throws(ImageError) -> Surface {
        if let known = carriers[source.id] { return known.surface }
        let width = Int(source.storedSize.width), height = Int(source.storedSize.height)
        guard let surface = try? Surface.carrier(width: width, height: height) else {
            throw ImageError("cannot make room for \"\(source.name)\" (\(width) x \(height) pixels)")
        }
        let file = try contents()
        surface.attach(file, as: .jpeg)
        surface.attach(Array(source.id.utf8), as: .uniqueID)
        keep(surface, bytes: file.count, as: source.id)
        return surface
    }

    /// Keeps `surface`, letting the oldest go while more than the budget is kept (never the newest).
    private func keep(_ surface: Surface, bytes: Int, as id: String) {
        carriers[id] = (surface, bytes)
        order.append(id)
        keptBytes += bytes
        while keptBytes > byteBudget, order.count > 1, let oldest = order.popFirst() {
            if let gone = carriers.removeValue(forKey: oldest) { keptBytes -= gone.bytes }
        }
    }

    /// How many carriers are kept (for tests).
    package var count: Int { carriers.count }
}
