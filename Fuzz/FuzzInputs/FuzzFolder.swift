import Compose
import Foundation

/// A fresh folder under TMPDIR (`make fuzz` points it into .build-fuzz) that holds the files a fuzz
/// target writes its input into, beside a spec that reads them; removed when the process exits.
public final class FuzzFolder: Sendable {
    public let path: String

    /// The folders made, removed at exit.
    nonisolated(unsafe) private static var made: [String] = []

    /// A folder named after `target` and this process.
    public init(_ target: String) {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("poster-fuzz-\(target)-\(getpid())")
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if Self.made.isEmpty { atexit { for folder in FuzzFolder.made { try? FileManager.default.removeItem(atPath: folder) } } }
        Self.made.append(path)
    }

    /// Writes `bytes` as the file `name` in the folder, in place of any before; a file that cannot be
    /// written ends the run, since no input could then be tried.
    public func write(_ bytes: [UInt8], as name: String) {
        guard FileManager.default.createFile(atPath: path + "/" + name, contents: Data(bytes)) else { fatalError("cannot write \(name) in \(path)") }
    }

    /// `spec` loaded as `poster render` loads a spec named `name` in the folder, within a small element budget.
    @discardableResult
    package func load(spec: String, as name: String) -> SpecLoader.Result {
        SpecLoader.load(text: spec, file: path + "/" + name, options: LoadOptions(policy: LoadPolicy(maximumElements: 100_000)))
    }
}
