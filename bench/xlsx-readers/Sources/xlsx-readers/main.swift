/// Times the XML parsers poster could read an .xlsx worksheet with, on one workbook: (a) libxml2's streaming
/// reader, as poster's own XLSXReader (Sources/SpecModel/Data/XLSXReader.swift, compiled in through the
/// symbolic link XLSXReader.swift) reads a workbook, (b) SWXMLHash (full and lazy) and (c) XMLCoder, and for
/// scale Foundation's XMLParser, which both of those parse with. Each timed step is the whole read, from the
/// workbook's bytes (read from disk once, untimed) to its rows: XLSXReader.rows(of:file:maximumColumns:)
/// unzips the workbook with libzip (ZipArchive.swift, linked likewise) and finds the first sheet through
/// xl/workbook.xml and its relations; the others unzip xl/sharedStrings.xml and xl/worksheets/sheet1.xml with
/// ZIPFoundation (Sheet.swift's `parts(of:)`) and turn them into rows by XLSXReader's rules (Sheet.swift's RowBuilder).
/// poster keeps libxml2 unless another is faster. Each parser must first give the fixture's rows (Fixture.swift,
/// a workbook built in memory) and then the same rows as XLSXReader on the workbook, or the program exits 1.
/// Then every round times each parser once (monotonic clock; the order turns with the rounds), and a Markdown
/// table gives the median round, the fastest and the median's ratio to libxml2's.
/// Usage: xlsx-readers WORKBOOK.xlsx [ROUNDS]
import Foundation
import ZIPFoundation

#if canImport(Glibc)
import Glibc
#endif

/// The columns poster reads a data file to (DataTable.maximumColumns).
let maximumColumns = 1_000

struct Parser {
    let name: String
    let rows: (_ workbook: [UInt8]) throws -> [Row]
}

let parsers = [
    Parser(name: "libxml2 xmlTextReader (poster's XLSXReader)") { try XLSXReader.rows(of: $0, file: "workbook", maximumColumns: maximumColumns) },
    Parser(name: "SWXMLHash, full parse") { try SWXMLHashReader.rows(workbook: $0, lazy: false) },
    Parser(name: "SWXMLHash, lazy") { try SWXMLHashReader.rows(workbook: $0, lazy: true) },
    Parser(name: "XMLCoder, Decodable") { try XMLCoderReader.rows(workbook: $0) },
    Parser(name: "Foundation XMLParser, delegate (under b and c)") { try XMLParserReader.rows(workbook: $0) },
]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

/// Where two row lists first differ, or nil when they are the same.
func difference(_ a: [Row], _ b: [Row]) -> String? {
    if same(a, b) { return nil }
    for (index, (x, y)) in zip(a, b).enumerated() where x.line != y.line || x.cells != y.cells { return "row \(index + 1): \(x) against \(y)" }
    return "\(a.count) rows against \(b.count)"
}

func milliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let rounds = arguments.count > 2 ? Int(arguments[2]) : 20, rounds > 0 else {
    fail("usage: xlsx-readers WORKBOOK.xlsx [ROUNDS]")
}

// The workbook's bytes, read once; its parts' sizes, for the summary.
let workbook: [UInt8]
do { workbook = Array(try Data(contentsOf: URL(fileURLWithPath: arguments[1]))) } catch { fail("\(arguments[1]): \(error)") }
let (sharedStrings, sheet): (sharedStrings: Data, sheet: Data)
do { (sharedStrings, sheet) = try parts(of: workbook) } catch { fail("\(arguments[1]): \(error)") }

// The same rows from every parser: the fixture's, then XLSXReader's on the workbook.
let fixture: [UInt8]
do { fixture = try Fixture.workbook() } catch { fail("the fixture workbook: \(error)") }
var expected: [Row] = []
for parser in parsers {
    do {
        if let difference = difference(try parser.rows(fixture), Fixture.rows) { fail("\(parser.name) misreads the fixture: \(difference)") }
        let rows = try parser.rows(workbook)
        if expected.isEmpty { expected = rows }
        if let difference = difference(rows, expected) { fail("\(parser.name) reads other rows than \(parsers[0].name): \(difference)") }
    } catch {
        fail("\(parser.name) failed: \(error)")
    }
}

// The rounds.
var times = Array(repeating: [Double](), count: parsers.count)
for round in 0..<rounds {
    for step in 0..<parsers.count {
        let index = (round + step) % parsers.count
        let start = milliseconds()
        let rows = try parsers[index].rows(workbook)
        times[index].append(milliseconds() - start)
        if rows.count != expected.count { fail("\(parsers[index].name): \(rows.count) rows in round \(round + 1)") }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted(), middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

let cells = expected.reduce(0) { $0 + $1.cells.filter { !$0.isEmpty }.count }
print("\(expected.count) rows, \(cells) cells; the workbook \(workbook.count) bytes, unzipped to xl/sharedStrings.xml \(sharedStrings.count) bytes and xl/worksheets/sheet1.xml \(sheet.count) bytes; \(rounds) rounds.")
print("")
print("| parser | median | min | ratio to libxml2 (median) |")
print("|---|--:|--:|--:|")
let baseline = median(times[0])
for (parser, time) in zip(parsers, times) {
    print("| \(parser.name) | \(String(format: "%.1f", median(time))) ms | \(String(format: "%.1f", time.min()!)) ms | \(String(format: "%.2f", median(time) / baseline)) x |")
}
