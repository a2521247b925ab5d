/// (c) XMLCoder: the parts, once unzipped (Sheet.swift's `parts(of:)`), decoded into Decodable structs
/// (XMLParser underneath, then XMLCoder's box tree), text kept as written (trimValueWhitespaces off, as a shared string may start or end with a space).
import Foundation
import XMLCoder

enum XMLCoderReader {
    /// An element's text: XMLCoder's "" key.
    struct Text: Decodable {
        var value: String?
        enum CodingKeys: String, CodingKey { case value = "" }
    }

    /// A rich-text run (`<r>`) of a shared or inline string.
    struct Run: Decodable {
        var t: Text?
    }

    /// A string (`<si>`, `<is>`): plain `<t>` or runs; phonetic runs (`<rPh>`) not decoded.
    struct RichString: Decodable {
        var t: Text?
        var r: [Run]?
        var text: String { (t?.value ?? "") + (r ?? []).map { $0.t?.value ?? "" }.joined() }
    }

    struct SharedStrings: Decodable {
        var si: [RichString]?
    }

    struct Cell: Decodable {
        var r: String?
        var t: String?
        var v: Text?
        var `is`: RichString?
    }

    struct SheetRow: Decodable {
        var r: String?
        var c: [Cell]?
    }

    struct Worksheet: Decodable {
        struct SheetData: Decodable { var row: [SheetRow]? }
        var sheetData: SheetData
    }

    static func rows(workbook: [UInt8]) throws -> [Row] {
        let (sharedStrings, sheet) = try parts(of: workbook)
        let decoder = XMLDecoder(trimValueWhitespaces: false)
        let strings = try decoder.decode(SharedStrings.self, from: sharedStrings).si?.map(\.text) ?? []
        var builder = RowBuilder(shared: strings)
        for row in try decoder.decode(Worksheet.self, from: sheet).sheetData.row ?? [] {
            builder.startRow(reference: row.r)
            for cell in row.c ?? [] {
                builder.cell(reference: cell.r, type: cell.t, value: (cell.v?.value ?? "") + (cell.is?.text ?? ""))
            }
            builder.endRow()
        }
        return builder.rows
    }
}
