/// The distinct pictures a document places, by content, and the pixels they decode to together: shared
/// by the diagnostics of the spec and of its sheets' rows, so that pictures named by data count with
/// the rest.
package final class PictureTally {
    /// The pixels each picture decodes to, by its id.
    package private(set) var pictures: [String: Int] = [:]
    package private(set) var pixels = 0

    package init() {}

    /// Counts the picture `id`, which decodes to `pixels`, unless it was counted before; whether it was new.
    @discardableResult
    package func count(_ id: String, pixels: Int) -> Bool {
        guard pictures.updateValue(pixels, forKey: id) == nil else { return false }
        self.pixels += pixels
        return true
    }

    /// The pixels of these pictures and those of `others` together, each counted once.
    package func pixels(with others: [PictureTally]) -> Int {
        var ids = Set(pictures.keys)
        return others.reduce(pixels) { total, other in
            other.pictures.reduce(total) { total, picture in ids.insert(picture.key).inserted ? total + picture.value : total }
        }
    }
}
