/// (b) SWXMLHash: each part, once unzipped (Sheet.swift's `parts(of:)`), parsed into its element tree
/// (XMLParser underneath), then the tree walked. `lazy` builds only the elements under the path asked for
/// (here nearly all of them), else the whole tree.
import Foundation
import SWXMLHash

enum SWXMLHashReader {
    static func rows(workbook: [UInt8], lazy: Bool) throws -> [Row] {
        let (sharedStrings, sheet) = try parts(of: workbook)
        let parser = XMLHash.config { options in
            options.shouldProcessLazily = lazy
            options.detectParsingErrors = true
        }
        let strings = parser.parse(sharedStrings)["sst"]["si"].all.map { si in
            si.element.map { text(of: $0, in: ["t"], skipping: "rPh") } ?? ""
        }
        var builder = RowBuilder(shared: strings)
        for row in parser.parse(sheet)["worksheet"]["sheetData"]["row"].all {
            guard let row = row.element else { continue }
            builder.startRow(reference: row.attribute(by: "r")?.text)
            for case let cell as XMLHash.XMLElement in row.children where cell.name == "c" {
                builder.cell(reference: cell.attribute(by: "r")?.text, type: cell.attribute(by: "t")?.text,
                             value: text(of: cell, in: ["v", "t"], skipping: nil))
            }
            builder.endRow()
        }
        return builder.rows
    }

    /// The text of the elements named in `names` below `element`, in order, none under a `skipping` element.
    static func text(of element: XMLHash.XMLElement, in names: Set<String>, skipping: String?) -> String {
        var text = ""
        for case let child as XMLHash.XMLElement in element.children where child.name != skipping {
            text += names.contains(child.name) ? child.text : self.text(of: child, in: names, skipping: skipping)
        }
        return text
    }
}
