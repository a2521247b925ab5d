import Foundation
import PosterCommands

/// libFuzzer's entry point: the input is a command line, one argument per line, parsed and validated
/// as `poster` parses its own (every subcommand, option and value check), without running the command.
/// A value no check refused must be safe to use: the numbers of a parsed command are used at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return -1 }
    let arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    Poster.parseAndCheck(arguments)
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzCLI) }
}
#endif
