import Foundation
import Gallery
import Pipeline

/// A fresh folder of specs (under TMPDIR), removed at exit: the input becomes its spec, beside a CSV
/// and a JSON data file, a second spec, and a file outside the folder that nothing may read.
let root: String = {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("poster-fuzz-gallery-\(getpid())")
    try! FileManager.default.createDirectory(atPath: path + "/specs", withIntermediateDirectories: true)
    try! Data("name,n\nA,1\n".utf8).write(to: URL(fileURLWithPath: path + "/specs/rows.csv"))
    try! Data(#"[ { "name": "B", "n": 2 } ]"#.utf8).write(to: URL(fileURLWithPath: path + "/specs/rows.json"))
    try! Data(#"{ "pages": [ { "cells": [ { "text": "other" } ] } ] }"#.utf8).write(to: URL(fileURLWithPath: path + "/specs/other.json"))
    try! Data("name\nsecret\n".utf8).write(to: URL(fileURLWithPath: path + "/outside.csv"))
    atexit { try? FileManager.default.removeItem(atPath: root) }
    return path
}()

/// libFuzzer's entry point: the input is a spec in a gallery's folder (JSON, or YAML when the last byte
/// is odd), and the gallery finds its specs and their inputs as `poster gallery` does. Every input found
/// must be a regular file inside the folder, and the other spec must stay a spec: anything else is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGallery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let name = bytes.last.map { $0 & 1 == 1 } == true ? "fuzz.yaml" : "fuzz.json"
    for old in ["fuzz.yaml", "fuzz.json"] { unlink(root + "/specs/" + old) }
    guard FileManager.default.createFile(atPath: root + "/specs/" + name, contents: Data(bytes)) else { fatalError("cannot write the spec") }
    let options = GalleryOptions(source: root + "/specs", output: root + "/out", policy: LoadPolicy(maximumElements: 100_000), tool: "poster fuzz")
    let specs: [Gallery.FoundSpec]
    do {
        specs = try Gallery.specs(options).specs
    } catch {
        fatalError("the folder of specs could not be read: \(error)")
    }
    guard specs.contains(where: { $0.path == "other.json" }) else { fatalError("other.json was taken for data") }
    for spec in specs {
        for input in spec.inputs where input.hasPrefix("/") || input.split(separator: "/").contains("..") {
            fatalError("\(spec.path) reads \(input), outside the folder of specs")
        }
    }
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzGallery) }
}
#endif
