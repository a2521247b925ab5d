import CCairo
import CairoKit
import Foundation
import Geometry
import Testing

@Suite struct SurfaceTests {
    @Test(arguments: [(-1, 10), (10, -5), (40000, 10)])
    func invalidImageSizeThrowsCairosError(_ size: (Int, Int)) {
        #expect {
            _ = try Surface.image(width: size.0, height: size.1)
        } throws: { error in
            guard let error = error as? CairoError else { return false }
            return error.status == CAIRO_STATUS_INVALID_SIZE.rawValue
                && error.message == String(cString: cairo_status_to_string(CAIRO_STATUS_INVALID_SIZE))
        }
    }

    @Test func unknownStatusIsNeverSuccess() {
        let error = CairoError(status: cairo_status_t(rawValue: 9999))
        #expect(error.status == 9999)
        #expect(!error.message.isEmpty)
    }

    @Test func drawingAfterFinishIsReported() throws {
        let surface = try Surface.pdf(size: Size(100, 100), writingTo: ByteStream())
        let context = try Context(surface)
        try surface.finish()
        context.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        context.fill()
        #expect(throws: CairoError.self) { try context.checkStatus() }
        #expect(context.status?.status == CAIRO_STATUS_SURFACE_FINISHED.rawValue)
    }

    @Test func pdfStreamStartsWithHeaderAndHoldsEveryPage() throws {
        let stream = ByteStream()
        let surface = try Surface.pdf(size: Size(200, 100), writingTo: stream)
        let context = try Context(surface)
        for _ in 0..<3 {
            context.rectangle(Rect(x: 10, y: 10, width: 50, height: 50))
            context.fill()
            surface.showPage()
        }
        try surface.finish()
        #expect(stream.bytes.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: stream.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "/Type /Page %").count - 1 == 3)
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test func failingStreamReportsAWriteError() throws {
        let surface = try Surface.image(width: 4, height: 4)
        let fd = open("/dev/full", O_WRONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(throws: CairoError.self) { try surface.writePNG(to: ByteStream(fileDescriptor: fd)) }
    }

    @Test func borrowedSurfaceIsReferencedNotOverReleased() throws {
        var context: Context? = try Context(try Surface.image(width: 8, height: 8))
        let raw = cairo_get_target(context!.pointer)!
        let before = cairo_surface_get_reference_count(raw)
        do {
            let borrowed = Surface(borrowing: raw)
            #expect(cairo_surface_get_reference_count(raw) == before + 1)
            try borrowed.checkStatus()
        }
        #expect(cairo_surface_get_reference_count(raw) == before)
        context = nil
        #expect(context == nil)
    }
}
