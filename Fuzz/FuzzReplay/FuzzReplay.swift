import Foundation

/// Built without the fuzzer (a plain `swift build`), each fuzz target runs the files it is given
/// through its entry point once, so an input the fuzzer saved reproduces in an ordinary debug build.
public enum FuzzReplay {
    /// Runs every file named on the command line through `entry`, libFuzzer's entry point.
    public static func run(_ entry: (UnsafePointer<UInt8>?, Int) -> CInt) throws {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            _ = bytes.withUnsafeBufferPointer { entry($0.baseAddress, $0.count) }
            print("\(path): done")
        }
    }
}
