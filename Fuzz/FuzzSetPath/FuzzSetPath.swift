import Compose
import SpecReader

/// The spec the input's `--set`s change: pages of cells with items, a sheet of inline rows and a theme,
/// so that paths reach objects, arrays and values of each kind.
let spec = """
    { "version": 1, "title": "Set", "page": { "size": "A6", "margin": "4mm" }, "theme": { "base": "dusk", "sizes": { "body": "9pt" } },
      "pages": [
        { "grid": { "columns": 2, "rows": 1 }, "cells": [
          { "figure": { "kind": "badge", "symbols": 3 }, "caption": "one",
            "items": [ { "text": "over", "at": ["50%", "10%"], "size": ["40%", "10%"], "rotate": 15, "opacity": 0.5, "clip": "circle" } ] },
          { "text": { "text": "two", "size": "12pt" } } ] },
        { "sheet": { "data": [ { "n": 1, "name": "a" }, { "n": 2, "name": "b" } ], "grid": { "columns": 2, "rows": 2 },
                     "cell": { "text": "{name} {n}" } } } ] }
    """

/// libFuzzer's entry point: the input is a command line's `--set` options, one `PATH=VALUE` a line,
/// each parsed as `poster` parses it (`SpecOverride`: at most 200 steps, set in linear time). Each one
/// that parses is applied to the spec on its own, and must then hold its value at its path; all of them
/// are then applied together and the spec loaded as `poster render --set ...` loads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSetPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return -1 }
    let parsed = try! JSONParser.parse(spec)
    var options = LoadOptions(policy: LoadPolicy(maximumElements: 100_000))
    for line in text.split(separator: "\n").prefix(8) {
        guard let override = try? SpecOverride(parsing: String(line)) else { continue }
        options.policy.overrides.append(override)
        guard let applied = try? override.apply(to: parsed) else { continue }
        guard override.path.value(in: applied)?.value == override.value else {
            fatalError("\(override.argument) was applied, but \(override.path) holds \(String(describing: override.path.value(in: applied)))")
        }
    }
    _ = SpecLoader.load(text: spec, file: "layouts/set.json", options: options)
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzSetPath) }
}
#endif
