import Gallery

/// libFuzzer's entry point: the input is a `.posterignore` file whose last line is a path instead, from
/// the folder of specs; its rules (`IgnoreRules`, gitignore's syntax, as the file and `--exclude` give
/// them) are asked whether they leave out that path, as a file and as a folder. Matching is linear in
/// the product of a pattern's and a path's lengths, so no input may come near the fuzzer's timeout: one
/// that backtracks shows as a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGlob(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return -1 }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let path = lines.removeLast()
    guard let rules = try? IgnoreRules(lines.map { ($0, ".posterignore") }) else { return 0 }
    _ = rules.ignores(path, isFolder: false)
    _ = rules.ignores(path, isFolder: true)
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzGlob) }
}
#endif
