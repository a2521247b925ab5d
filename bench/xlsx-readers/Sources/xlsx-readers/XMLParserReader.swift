/// Foundation's XMLParser with a delegate that builds the rows as it goes from the unzipped parts (Sheet.swift's
/// `parts(of:)`), by the same rules as (a), poster's XLSXReader: not a candidate of its own, but the parser
/// under both SWXMLHash and XMLCoder (FoundationXML, which on Linux drives libxml2's SAX push parser), so the
/// least that either of them can cost.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

final class XMLParserReader: NSObject, XMLParserDelegate {
    static func rows(workbook: [UInt8]) throws -> [Row] {
        let (sharedStrings, sheet) = try parts(of: workbook)
        let strings = XMLParserReader()
        strings.parse(sharedStrings)
        let cells = XMLParserReader(shared: strings.strings)
        cells.parse(sheet)
        return cells.builder.rows
    }

    private var strings: [String] = []
    private var current = "", inPhonetic = false, inText = false
    private var builder: RowBuilder
    private var reference: String?, type: String?, value = "", inValue = false
    private let readsSheet: Bool

    private init(shared: [String]? = nil) {
        builder = RowBuilder(shared: shared ?? [])
        readsSheet = shared != nil
    }

    private func parse(_ data: Data) {
        let parser = XMLParser(data: data)
        parser.delegate = self
        _ = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        if readsSheet {
            switch name {
            case "row": builder.startRow(reference: attributes["r"])
            case "c": (reference, type, value) = (attributes["r"], attributes["t"], "")
            case "v", "t": inValue = true
            default: break
            }
        } else {
            if name == "si" { current = "" }
            if name == "rPh" { inPhonetic = true }
            if name == "t" { inText = !inPhonetic }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if readsSheet {
            if inValue { value += string }
        } else if inText {
            current += string
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if readsSheet {
            switch name {
            case "v", "t": inValue = false
            case "c": builder.cell(reference: reference, type: type, value: value)
            case "row": builder.endRow()
            default: break
            }
        } else {
            if name == "t" { inText = false }
            if name == "rPh" { inPhonetic = false }
            if name == "si" { strings.append(current) }
        }
    }
}
