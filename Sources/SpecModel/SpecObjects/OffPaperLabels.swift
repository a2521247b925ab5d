import Geometry
import Imposition
import SpecReader

/// A product whose labels, as its template places them, lie off its paper (gLabels' library has a
/// few: a pitch mistyped, a paper misnamed): rows go to the labels on the paper, with a warning that
/// names the product and the labels it leaves out; a product with none on the paper is an error.
enum OffPaperLabels {
    /// Whether rows can be placed on `sheet`; records the warning or error at `place` (the sheet's `template`).
    static func check(_ sheet: SheetTemplate, at place: (position: SourcePosition, path: SpecPath)?, _ diagnostics: SpecContext) -> Bool {
        let onPaper = sheet.labelsOnPaper
        guard onPaper.count < sheet.count else { return true }
        let off = Set(0..<sheet.count).subtracting(onPaper).sorted()
        let paper = "its \(sheet.paperName) paper (\(PaperSize.millimetres(sheet.paper.width)) x \(PaperSize.millimetres(sheet.paper.height)) mm)"
        let which = "\(off.count == 1 ? "label" : "labels") \(ranges(off)) of \(sheet.count)"
        if onPaper.isEmpty {
            diagnostics.error("\(sheet.fullName) places every label off \(paper), so no row can be printed on it", at: place?.position, place?.path)
            return false
        }
        diagnostics.warning(
            "\(sheet.fullName) places \(which) off \(paper): rows go to the \(onPaper.count) labels on it instead", at: place?.position,
            place?.path)
        return true
    }

    /// Label numbers (from 1, row by row) as runs: "7-39", "3, 6, 9-12".
    static func ranges(_ positions: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for position in positions {
            if let last = runs.last, last.upperBound + 1 == position {
                runs[runs.count - 1] = last.lowerBound...position
            } else {
                runs.append(position...position)
            }
        }
        return runs.map { $0.count == 1 ? "\($0.lowerBound + 1)" : "\($0.lowerBound + 1)-\($0.upperBound + 1)" }.joined(separator: ", ")
    }
}
