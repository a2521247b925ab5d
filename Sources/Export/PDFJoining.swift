import ErrorReporting
import QPDFKit

/// PDF files joined into one by libqpdf: every page of each, in order, the first file's document
/// information kept and a deterministic /ID, so the same files always join to the same bytes.
public enum PDFJoining {
    public struct Failure: ReportableError {
        public let message: String
    }

    /// The bytes of the PDF holding the pages of `files` in order.
    public static func join(_ files: [String]) throws(Failure) -> [UInt8] {
        guard let first = files.first else { throw Failure(message: "nothing to join") }
        var reading = first
        do throws(QPDFError) {
            let joined = try QPDFDocument(file: first)
            for file in files.dropFirst() {
                reading = file
                let part = try QPDFDocument(file: file)
                for index in 0..<part.pageCount { try joined.addPage(part.page(index), of: part) }
            }
            reading = first
            return try joined.write()
        } catch {
            throw Failure(message: "cannot join \(reading): \(error.message)")
        }
    }
}
