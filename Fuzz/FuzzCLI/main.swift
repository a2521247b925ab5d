import FileIO
import Foundation
import PosterCommands

/// libFuzzer's entry point: the input is a command line, one argument per line (a NUL byte, which no
/// real argument holds, stands for a newline inside one), parsed and validated as `poster` parses its
/// own (every subcommand, option and value check), without running the command. A value no check
/// refused must be safe to use: the numbers of a parsed command are used at once. A refusal's message
/// must keep what the arguments put in it on its line: no line of it may start a workflow command
/// (`::`), and it may hold no control character but the line breaks of the parser's own text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCLI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return -1 }
    let arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).replacing("\u{0}", with: "\n") }
    guard let (message, _) = Poster.parseAndCheck(arguments) else { return 0 }
    let startsCommand = message.split(separator: "\n").contains { $0.hasPrefix("::") }
    if startsCommand || message.unicodeScalars.contains(where: { $0 != "\n" && VisibleText.isHidden($0) }) {
        fatalError("the refusal of \(arguments) prints what its arguments hold as it is: \(message)")
    }
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
