import Compose
import FuzzInputs
import Glibc
import Scene
import Typesetting

/// The folder that holds the input as a font file beside the spec.
let folder = FuzzFolder("fonts")

/// The file name the input is written under: the ending its first bytes show, as a font maker names it.
func name(of bytes: [UInt8]) -> String {
    switch Array(bytes.prefix(4)) {
    case Array("wOFF".utf8): "fuzz.woff"
    case Array("wOF2".utf8): "fuzz.woff2"
    case Array("OTTO".utf8): "fuzz.otf"
    case Array("ttcf".utf8): "fuzz.ttc"
    default: "fuzz.ttf"
    }
}

/// libFuzzer's entry point: the input is a font file that a spec names in `fonts`, loaded through
/// `SpecLoader` as `poster render` loads it: read through the World, checked to be a font fontconfig
/// can read (`FontFiles.families`) and added to the spec's fonts; then its families are listed with the
/// scripts they cover, as `poster fonts --font-path` lists them (a fontconfig configuration of the
/// installed fonts and the file, made and let go), when it passed. The spec sets no text: each set of font files a
/// text is set in gets a Pango font map kept for the life of the process (`PangoSession`), about 1 MB,
/// which thousands of fuzzed fonts would grow past the fuzzer's memory limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFonts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = name(of: bytes)
    for old in ["fuzz.woff", "fuzz.woff2", "fuzz.otf", "fuzz.ttc", "fuzz.ttf"] { unlink(folder.path + "/" + old) }
    folder.write(bytes, as: file)
    let spec = """
        { "version": 1, "fonts": ["\(file)"], "page": { "size": "A6" }, "pages": [ { "cells": [ { "figure": { "kind": "badge", "symbols": 2 } } ] } ] }
        """
    guard folder.load(spec: spec, as: "fonts.json").document != nil else { return 0 }
    _ = FontCatalog.families(adding: FontSet([FontSet.File(path: folder.path + "/" + file, digest: "")]))
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzFonts) }
}
#endif
