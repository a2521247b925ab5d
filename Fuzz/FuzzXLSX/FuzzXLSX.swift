import CZip
import FuzzInputs

/// The folder that holds the workbook as `data.xlsx` beside the spec.
let folder = FuzzFolder("xlsx")

/// A sheet over the columns of Fuzz/xlsx-seeds' workbooks: rows sorted by `n` (as numbers when every
/// value is one) and formatted into text.
let sheetSpec = """
    { "version": 1, "page": { "size": "A6", "margin": "4mm" },
      "pages": [ { "sheet": {
        "data": "data.xlsx", "sort": "-n",
        "grid": { "columns": 2, "rows": 2, "gap": "2mm" },
        "cell": { "text": "{name}: {n} on {day} at {time} ({flag})" } } } ] }
    """

/// The parts a workbook holds besides those the input gives: its workbook and the workbook's relations.
let fixedParts: [(String, String)] = [
    (
        "xl/workbook.xml",
        #"<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>"#
    ),
    (
        "xl/_rels/workbook.xml.rels",
        #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#
    ),
]

/// The names the input's parts (split at NUL bytes) are stored under, in order.
let inputParts = ["xl/worksheets/sheet1.xml", "xl/sharedStrings.xml", "xl/styles.xml"]

/// A workbook of `parts` (name, bytes), zipped by libzip in memory.
func zipped(_ parts: [(String, [UInt8])]) -> [UInt8] {
    var error = zip_error_t()
    zip_error_init(&error)
    defer { zip_error_fini(&error) }
    guard let buffer = zip_source_buffer_create(nil, 0, 0, &error) else { fatalError("libzip: no buffer") }
    zip_source_keep(buffer)
    defer { zip_source_free(buffer) }
    guard let archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error) else { fatalError("libzip: cannot start an archive") }
    // libzip reads each part's bytes when the archive is closed: they are held until then.
    let held = parts.map { name, bytes in
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        bytes.withUnsafeBytes { copy.copyMemory(from: $0) }
        guard let source = zip_source_buffer(archive, copy.baseAddress, zip_uint64_t(bytes.count), 0), zip_file_add(archive, name, source, 0) >= 0 else {
            fatalError("libzip: cannot add \(name)")
        }
        return copy
    }
    defer {
        for bytes in held { bytes.deallocate() }
    }
    guard zip_close(archive) == 0 else { fatalError("libzip: cannot write the archive") }
    var stat = zip_stat_t()
    guard zip_source_stat(buffer, &stat) == 0, zip_source_open(buffer) == 0 else { fatalError("libzip: cannot read the archive back") }
    defer { zip_source_close(buffer) }
    var workbook = [UInt8](repeating: 0, count: Int(stat.size))
    let read = workbook.withUnsafeMutableBytes { zip_source_read(buffer, $0.baseAddress, zip_uint64_t($0.count)) }
    guard read == workbook.count else { fatalError("libzip: read \(read) of \(workbook.count) bytes") }
    return workbook
}

/// libFuzzer's entry point: the input is a workbook, read as a sheet's `data` through `SpecLoader` as
/// `poster render` reads it (libzip, each part through libxml2's reader, dates by their cells' formats,
/// the rows within the caps) and laid out. An input that starts as a ZIP archive is the workbook itself;
/// any other is its worksheet, shared strings and styles parts, split at NUL bytes, which libzip packs
/// with a fixed workbook part, so that mutations reach the XML rather than break the archive's checksums.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLSX(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let workbook: [UInt8]
    if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
        workbook = bytes
    } else {
        let pieces = bytes.split(separator: 0, maxSplits: inputParts.count - 1, omittingEmptySubsequences: false).map(Array.init)
        workbook = zipped(fixedParts.map { ($0.0, Array($0.1.utf8)) } + zip(inputParts, pieces).map { ($0.0, $0.1) })
    }
    folder.write(workbook, as: "data.xlsx")
    folder.load(spec: sheetSpec, as: "sheet.json")
    return 0
}

#if !FUZZING
import FuzzReplay

/// A plain build replays the files it is given (see FuzzReplay).
@main
enum Replay {
    static func main() throws { try FuzzReplay.run(fuzzXLSX) }
}
#endif
