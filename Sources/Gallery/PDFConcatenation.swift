import CQPDF

/// PDF files joined into one by libqpdf: every page of each, in order, the first file's document
/// information kept and a deterministic /ID, so the same files always join to the same bytes.
enum PDFConcatenation {
    struct Failure: Error {
        let message: String
    }

    /// The bytes of the PDF holding the pages of `files` in order.
    static func join(_ files: [String]) throws(Failure) -> [UInt8] {
        guard let first = files.first else { throw Failure(message: "nothing to join") }
        var joined = qpdf_init()
        defer { qpdf_cleanup(&joined) }
        var parts: [qpdf_data?] = []
        defer { for index in parts.indices { qpdf_cleanup(&parts[index]) } }
        qpdf_set_suppress_warnings(joined, QPDF_TRUE)
        try check(qpdf_read(joined, first, nil), joined, reading: first)
        for file in files.dropFirst() {
            let part = qpdf_init()
            parts.append(part)
            qpdf_set_suppress_warnings(part, QPDF_TRUE)
            try check(qpdf_read(part, file, nil), part, reading: file)
            for index in 0..<Int(qpdf_get_num_pages(part)) {
                try check(qpdf_add_page(joined, part, qpdf_get_page_n(part, index), QPDF_FALSE), joined, reading: file)
            }
        }
        try check(qpdf_init_write_memory(joined), joined, reading: first)
        qpdf_set_deterministic_ID(joined, QPDF_TRUE)
        try check(qpdf_write(joined), joined, reading: first)
        guard let buffer = qpdf_get_buffer(joined) else { throw Failure(message: "libqpdf wrote nothing") }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(qpdf_get_buffer_length(joined))))
    }

    private static func check(_ code: QPDF_ERROR_CODE, _ data: qpdf_data?, reading file: String) throws(Failure) {
        guard code & QPDF_ERRORS != 0 else { return }
        let error = qpdf_get_error(data)
        let text = error.flatMap { qpdf_get_error_full_text(data, $0) }.map { String(cString: $0) } ?? "error \(code)"
        throw Failure(message: "cannot join \(file): \(text)")
    }
}
