import FuzzPictures
import Imaging
import Scene

/// libFuzzer's entry point: the input is an SVG picture, checked as `poster` checks a placed one
/// (libxml2 first, for what would make librsvg abort or run away, then librsvg; embedded pictures
/// within 4 megapixels) and, when it passes, drawn as `poster render` draws it (`PictureDrawing`).
/// librsvg is reached only through poster's checks, so an input that passes them and then aborts,
/// hangs or exhausts memory in librsvg is a finding, and so is one that passed and cannot be drawn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Not markup poster takes for an SVG: refused from its first bytes; -1 keeps it out of the corpus.
    guard ImageReader.sniff(bytes) == .svg else { return -1 }
    guard let source = try? ImageReader.check(bytes, name: "fuzz.svg", maximumPixels: 4_000_000) else { return 0 }
    PictureDrawing.draw(source)
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzSVG) }
}
#endif
