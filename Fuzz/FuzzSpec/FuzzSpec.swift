import Compose
import Foundation
import SpecModel

/// libFuzzer's entry point: the input is a spec, parsed, decoded, validated and laid out as `poster
/// render` does, within a small element budget. Its last byte picks the format, YAML when odd and JSON
/// when even, so mutations try each input both ways. The spec is named as if it were in layouts/, so
/// (with the repository as the working folder) a sheet reads the data files the layouts there use.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // `poster` refuses such a file before parsing; -1 keeps the input out of the corpus.
    guard let text = String(validating: bytes, as: UTF8.self) else { return -1 }
    let file = bytes.last.map { $0 & 1 == 1 } == true ? "layouts/fuzz.yaml" : "layouts/fuzz.json"
    _ = SpecLoader.load(text: text, file: file, options: LoadOptions(policy: LoadPolicy(maximumElements: 100_000)))
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzSpec) }
}
#endif
