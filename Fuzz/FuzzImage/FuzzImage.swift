import CairoKit
import Geometry
import Glibc
import Imaging
import Scene

/// Where the PDF pages go: written by cairo in full, kept nowhere.
let devNull = open("/dev/null", O_WRONLY)

/// libFuzzer's entry point: the input is a picture file, checked as `poster` checks a placed picture
/// (within 4 megapixels, so a large header is refused rather than decoded) under a name whose
/// extension is the format its first bytes show, or one taken from its length when its last byte is a
/// multiple of 16, so the name's check is tried too. A picture that passes is drawn as `poster render`
/// draws it: turned and half transparent into pixels (PNG, JPEG and WebP decoded, SVG rendered), and onto a
/// PDF page with its JPEG kept as it is. A picture that passed its check must draw without an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Not a picture at all: `poster` refuses it from its first bytes; -1 keeps it out of the corpus.
    guard let format = ImageReader.sniff(bytes) else { return -1 }
    let sniffed = switch format {
    case .png: "fuzz.png"
    case .jpeg: "fuzz.jpg"
    case .webp: "fuzz.webp"
    case .svg: "fuzz.svg"
    }
    let name = bytes.last.map { $0 % 16 == 0 } == true ? ["fuzz.png", "fuzz.jpg", "fuzz.webp", "fuzz.svg", "fuzz.gif"][size % 5] : sniffed
    guard let source = try? ImageReader.check(bytes, name: name, maximumPixels: 4_000_000) else { return 0 }
    do {
        let pixels = try Context(Surface.image(width: 64, height: 64))
        let turned = PlacedImage(source: source, frame: Rect(x: 8, y: 12, width: 48, height: 40), rotation: .degrees(30), opacity: 0.5)
        try ImagePainter.draw(turned, in: pixels, cache: ImageCache(vectorOutput: false))
        try pixels.checkStatus()
        let page = try Context(Surface.pdf(size: Size(100, 100), writingTo: ByteStream(fileDescriptor: devNull)))
        try ImagePainter.draw(PlacedImage(source: source, frame: Rect(x: 10, y: 10, width: 80, height: 80)), in: page, cache: ImageCache(vectorOutput: true))
        try page.checkStatus()
        page.target.showPage()
        try page.target.finish()
    } catch {
        fatalError("\(name) passed its check but could not be drawn: \(error)")
    }
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzImage) }
}
#endif
