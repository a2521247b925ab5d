import FuzzPictures
import Imaging
import Scene

/// libFuzzer's entry point: the input is a picture file, checked as `poster` checks a placed picture
/// (within 4 megapixels, so a large header is refused rather than decoded) under a name whose
/// extension is the format its first bytes show, or one taken from its length when its last byte is a
/// multiple of 16, so the name's check is tried too. A picture that passes is drawn as `poster render`
/// draws it (`PictureDrawing`), and must draw without an error.
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
    PictureDrawing.draw(source)
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
