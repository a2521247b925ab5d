/// The distinct pictures a document places, by content, and the pixels they decode to together: shared
/// by the diagnostics of the spec and of its sheets' rows, so that pictures named by data count with
/// the rest.
package final class PictureTally {
    package var pictures: Set<String> = []
    package var pixels = 0

    package init() {}
}
