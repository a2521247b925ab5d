import CQPDF

/// PDF files joined into one by libqpdf: every page of each, in order, the first file's document
/// information kept and a deterministic /ID, so the same files always join to the same bytes.
enum PDFConcatenation {
    struct Failure: Error {
        let message: String
    }

    /// The bytes of the PDF holding the pages of `files` in order.
    static func join(_ files: [String]) throws(Failure) -> [UInt8] {
        let qpdf = try QPDFLibrary.shared.get()
        guard let first = files.first else { throw Failure(message: "nothing to join") }
        var joined = qpdf.initialize()
        defer { qpdf.cleanup(&joined) }
        var parts: [qpdf_data?] = []
        defer { for index in parts.indices { qpdf.cleanup(&parts[index]) } }
        func check(_ code: QPDF_ERROR_CODE, _ data: qpdf_data?, reading file: String) throws(Failure) {
            guard code & QPDF_ERRORS != 0 else { return }
            let text = qpdf.errorText(data, qpdf.error(data)).map { String(cString: $0) } ?? "error \(code)"
            throw Failure(message: "cannot join \(file): \(text)")
        }
        qpdf.suppressWarnings(joined, QPDF_TRUE)
        try check(qpdf.read(joined, first, nil), joined, reading: first)
        for file in files.dropFirst() {
            let part = qpdf.initialize()
            parts.append(part)
            qpdf.suppressWarnings(part, QPDF_TRUE)
            try check(qpdf.read(part, file, nil), part, reading: file)
            for index in 0..<Int(qpdf.pageCount(part)) {
                try check(qpdf.addPage(joined, part, qpdf.page(part, index), QPDF_FALSE), joined, reading: file)
            }
        }
        try check(qpdf.initializeWriteToMemory(joined), joined, reading: first)
        qpdf.deterministicID(joined, QPDF_TRUE)
        try check(qpdf.write(joined), joined, reading: first)
        guard let buffer = qpdf.buffer(joined) else { throw Failure(message: "libqpdf wrote nothing") }
        return Array(UnsafeBufferPointer(start: buffer, count: qpdf.bufferLength(joined)))
    }
}
