import FuzzInputs

/// The folder that holds the input as `data.csv` beside the spec.
let folder = FuzzFolder("csv")

/// A sheet over the columns of layouts/landmarks.csv: rows sorted by `symbols` (as numbers when every
/// value is one), whole-value placeholders for figure parameters, formatted ones in text, and backs.
let sheetSpec = """
    { "version": 1, "title": "CSV", "page": { "size": "A5", "margin": "5mm" },
      "pages": [ { "sheet": {
        "data": "data.csv", "sort": "-symbols",
        "grid": { "columns": 2, "rows": 3, "gap": "2mm" },
        "cell": {
          "figure": { "kind": "badge", "symbols": "{symbols}", "symbolColor": "{color}",
                      "gradient": ["{gradientTop}", "{gradientBottom}"], "label": "{name}" },
          "caption": { "text": "{park}, {state}: {symbols:05d}", "size": "6pt" } },
        "back": { "text": "{name} {symbols:,.2f}" } } } ] }
    """

/// libFuzzer's entry point: the input is the CSV file a sheet reads, loaded through `SpecLoader` as
/// `poster render` loads a spec beside its data: read, checked as UTF-8, parsed, sorted, placed into
/// the cell templates and laid out, within a small element budget.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    folder.write(Array(UnsafeBufferPointer(start: data, count: size)), as: "data.csv")
    folder.load(spec: sheetSpec, as: "sheet.json")
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzCSV) }
}
#endif
