import Foundation
import Render
import Scene

/// The contact sheet drawn a sheet at a time, each sheet a task of its own on the gallery's workers
/// (drawing every page of a gallery again as vectors is the largest single piece of its work), then
/// joined into one PDF by libqpdf on the thread that finishes the last sheet. A sheet is drawn the same
/// whatever the number of workers, so the file is too; a sheet of one sheet is written as it is drawn.
final class ContactSheetDrawing: @unchecked Sendable {
    private let writer: ContactSheetWriter
    private let plan: ContactSheetWriter.Plan
    private let document: Document
    /// Where the sheets wait to be joined: a temporary folder of this drawing's own.
    private let parts: String?
    private let lock = NSLock()
    private var finished = 0

    /// How many tasks the drawing takes: one a sheet.
    var sheetCount: Int { document.pages.count }

    init(writer: ContactSheetWriter, plan: ContactSheetWriter.Plan, documents: [String: Document]) throws(GalleryError) {
        self.writer = writer
        self.plan = plan
        document = try writer.document(for: plan, documents: documents)
        guard document.pages.count > 1 else {
            parts = nil
            return
        }
        let template = (NSTemporaryDirectory() as NSString).appendingPathComponent("poster-contact-sheet.XXXXXX")
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else { throw .failure("\(ContactSheet.fileName): cannot make a temporary folder: \(String(cString: strerror(errno)))") }
        parts = String(cString: made)
    }

    deinit {
        if let parts { try? FileManager.default.removeItem(atPath: parts) }
    }

    /// Draws sheet `index`. The thread that draws the last sheet joins them and returns the record
    /// (or the first error); the others return nil.
    func draw(sheet index: Int) -> Result<ContactSheetRecord, GalleryError>? {
        guard let parts else { return Result { () throws(GalleryError) in try writer.write(document, plan: plan) } }
        let drawn = Result { () throws(GalleryError) in
            try writer.draw(Document(title: document.title, pages: [document.pages[index]]), to: path(of: index, in: parts))
        }
        lock.lock()
        finished += 1
        let last = finished == sheetCount
        lock.unlock()
        if case .failure(let error) = drawn { return .failure(error) }
        guard last else { return nil }
        return Result { () throws(GalleryError) in
            try writer.join((0..<sheetCount).map { path(of: $0, in: parts) }, document: document, plan: plan)
        }
    }

    private func path(of index: Int, in folder: String) -> String {
        "\(folder)/sheet-\(index + 1).pdf"
    }
}
