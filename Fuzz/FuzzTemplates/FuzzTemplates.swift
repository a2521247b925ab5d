import FuzzInputs
import Geometry
import SpecModel

/// The folder that holds the input as `own.xml` beside the spec.
let folder = FuzzFolder("templates")

/// A sheet of seven rows on the label sheet "Fuzz F1" of the spec's own template file, a back printed
/// on each.
let sheetSpec = """
    { "version": 1, "templates": ["own.xml"],
      "pages": [ { "sheet": {
        "data": [ { "n": 1 }, { "n": 2 }, { "n": 3 }, { "n": 4 }, { "n": 5 }, { "n": 6 }, { "n": 7 } ],
        "template": "Fuzz F1",
        "cell": { "text": "label {n}" }, "back": { "text": "back {n}" } } } ] }
    """

/// libFuzzer's entry point: the input is a gLabels template file that a spec names in `templates`,
/// loaded as `poster render` loads it, its sheet "Fuzz F1" filled. Then every template the file holds
/// is read as a spec's own file is (`GLabelsTemplates.templates`: each problem located, its layouts
/// checked against each other) and placed: the frames of the labels on its paper and their outlines.
/// A template read must hold at most `SheetTemplate.maximumLabels` labels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    folder.write(bytes, as: "own.xml")
    folder.load(spec: sheetSpec, as: "sheet.json")
    for template in GLabelsTemplates.templates(of: bytes, file: "own.xml").templates {
        guard template.count <= SheetTemplate.maximumLabels else { fatalError("\(template.fullName) holds \(template.count) labels") }
        for frame in template.framesOnPaper(onPage: Rect(origin: .zero, size: template.paper)) { _ = template.outline(in: frame) }
    }
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzTemplates) }
}
#endif
