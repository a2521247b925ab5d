import Barcodes
import Figures
import Geometry

/// libFuzzer's entry point: the input is a code a spec asks for, its first four bytes the choices
/// (the symbology, the QR code's correction, the character set behind the ECI, quiet zones and
/// human-readable text) and the rest its data, encoded as a `code` figure encodes it
/// (`BarcodeEncoder.encode`: the characters checked, GS1 check digits checked, then libzint). A symbol
/// made must have a size and draw its marks and text inside it; a refusal must say why.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard bytes.count >= 4, let text = String(validating: bytes.dropFirst(4), as: UTF8.self) else { return -1 }
    let symbology = Symbology.allCases[Int(bytes[0]) % Symbology.allCases.count]
    let correction = BarcodeEncoder.Correction.allCases[Int(bytes[1]) % BarcodeEncoder.Correction.allCases.count]
    let characters = CodeCharacterSet.allCases[Int(bytes[2]) % CodeCharacterSet.allCases.count]
    do throws(BarcodeEncoder.Failure) {
        let (symbol, _) = try BarcodeEncoder.encode(
            text, as: symbology, correction: correction, characters: characters, quietZones: bytes[3] & 1 == 1, humanReadable: bytes[3] & 2 == 2)
        guard let drawn = symbol.marks else { fatalError("\(symbology) of \(text.debugDescription): a symbol without marks") }
        let whole = Rect(origin: .zero, size: symbol.size), marks = drawn.bounds
        let inside = whole.contains(marks.origin, tolerance: 1e-6) && whole.contains(Point(marks.maxX, marks.maxY), tolerance: 1e-6)
        guard symbol.size.width > 0, symbol.size.height > 0, symbol.module > 0, inside else {
            fatalError("\(symbology) of \(text.debugDescription): marks \(marks) outside the symbol \(symbol.size) (module \(symbol.module))")
        }
        for caption in symbol.captions where !whole.contains(caption.baseline, tolerance: 1e-6) || !(caption.size > 0) {
            fatalError("\(symbology) of \(text.debugDescription): text \(caption) outside the symbol \(symbol.size)")
        }
    } catch {
        guard !error.description.isEmpty else { fatalError("\(symbology) refused \(text.debugDescription) without a reason") }
    }
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzCodes) }
}
#endif
