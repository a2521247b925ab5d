import Output
import Pipeline
import Scene
import Workers

/// The contact sheet drawn in up to `partCount` parts of consecutive sheets, each part a task of its own
/// on the gallery's workers (drawing every page of a gallery again as vectors is the largest single
/// piece of its work), then joined into one PDF by libqpdf on the thread that finishes the last part.
/// The parts do not depend on the number of workers, so neither does the file; a contact sheet of
/// one sheet is written as it is drawn. Each part holds its own copy of the fonts and pictures it
/// shows, so more parts make a larger file: four shorten the longest task four times.
final class ContactSheetDrawing: Sendable {
    private let writer: ContactSheetWriter
    private let plan: ContactSheetWriter.Plan
    private let document: Document
    /// Where the sheets wait to be joined: a temporary folder of this drawing's own.
    private let folder: TemporaryFolder?
    /// How many parts are drawn.
    private let finished = Locked(0)

    /// The most parts a contact sheet is drawn in.
    static let partCount = 4

    /// The sheets of each part, in order.
    private let ranges: [Range<Int>]

    /// How many tasks the drawing takes: one a part.
    var taskCount: Int { ranges.count }

    init(writer: ContactSheetWriter, plan: ContactSheetWriter.Plan, documents: [String: Document]) throws(GalleryError) {
        self.writer = writer
        self.plan = plan
        document = try writer.document(for: plan, documents: documents)
        let sheets = document.pages.count, count = min(sheets, Self.partCount)
        ranges = (0..<count).map { k in k * sheets / count..<(k + 1) * sheets / count }
        guard count > 1 else {
            folder = nil
            return
        }
        do {
            folder = try TemporaryFolder(prefix: "poster-contact-sheet")
        } catch {
            throw .failure("\(ContactSheet.fileName): \(error)")
        }
    }

    /// Draws part `index`. The thread that draws the last part joins them and returns the record (or
    /// its error); the others return nil, or their error.
    func draw(part index: Int) -> Result<ContactSheetRecord, GalleryError>? {
        guard let parts = folder?.path else { return Result { () throws(GalleryError) in try writer.write(document, plan: plan) } }
        let drawn = Result { () throws(GalleryError) in
            try writer.draw(Document(title: document.title, pages: Array(document.pages[ranges[index]])), to: path(of: index, in: parts))
        }
        let last = finished.withLock { finished in
            finished += 1
            return finished == taskCount
        }
        if case .failure(let error) = drawn { return .failure(error) }
        guard last else { return nil }
        return Result { () throws(GalleryError) in
            try writer.join(ranges.indices.map { path(of: $0, in: parts) }, document: document, plan: plan)
        }
    }

    private func path(of index: Int, in folder: String) -> String {
        "\(folder)/part-\(index + 1).pdf"
    }
}
