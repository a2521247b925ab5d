import Geometry

/// A sheet of labels or badges: the paper and a grid of equal labels on it, all in points, y down.
public struct SheetTemplate: Hashable, Sendable {
    /// The distance from the paper's top edge to the first row, and from its left edge to the first column.
    public struct Margins: Hashable, Sendable {
        public var top: Double
        public var left: Double
    }

    /// The outline of one label.
    public enum Shape: Hashable, Sendable {
        case rectangle(cornerRadius: Double)
        /// A circle filling the label's square.
        case circle
    }

    /// The product code, such as "L7160", by which a spec names the sheet.
    public var name: String
    /// What the sheet holds, in a few words.
    public var summary: String
    /// The paper's name, such as "A4" or "Letter".
    public var paperName: String
    public var paper: Size
    public var columns: Int
    public var rows: Int
    public var labelSize: Size
    /// The distance between the origins of neighbouring labels: across a row (width), down a column (height).
    public var pitch: Size
    public var margins: Margins
    public var shape: Shape

    /// Labels on one sheet.
    public var count: Int { columns * rows }

    /// Every label's frame, row by row from the top left, on a page whose paper is `page` (the
    /// template's paper, placed where the page puts it).
    public func labelFrames(onPage page: Rect) -> [Rect] {
        (0..<rows).flatMap { row in
            (0..<columns).map { column in
                Rect(
                    origin: Point(
                        page.minX + margins.left + Double(column) * pitch.width,
                        page.minY + margins.top + Double(row) * pitch.height),
                    size: labelSize)
            }
        }
    }
}
