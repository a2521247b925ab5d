import Figures
import Geometry
import Glibc

/// A sheet of labels or badges: the paper and one or more grids of equal labels on it, all in points,
/// y down, as gLabels' template files describe them.
public struct SheetTemplate: Hashable, Sendable {
    /// The distance from the paper's top edge to the first row, and from its left edge to the first column.
    public struct Margins: Hashable, Sendable {
        public var top: Double
        public var left: Double
    }

    /// A grid of labels on the paper: `columns` x `rows` labels, the first one's top left corner at
    /// `origin`, `pitch` between the corners of neighbouring labels.
    public struct Layout: Hashable, Sendable {
        public var columns: Int
        public var rows: Int
        public var origin: Point
        public var pitch: Size

        public init(columns: Int, rows: Int, origin: Point, pitch: Size) {
            self.columns = columns
            self.rows = rows
            self.origin = origin
            self.pitch = pitch
        }

        /// The frames of its labels of `size`, row by row from the top left, on a page whose paper is `page`.
        public func frames(of size: Size, onPage page: Rect) -> [Rect] {
            (0..<rows).flatMap { row in
                (0..<columns).map { column in
                    Rect(
                        origin: Point(page.minX + origin.x + Double(column) * pitch.width, page.minY + origin.y + Double(row) * pitch.height),
                        size: size)
                }
            }
        }
    }

    /// The outline of one label in its box.
    public enum Shape: Hashable, Sendable {
        case rectangle(cornerRadius: Double)
        /// A circle filling the label's square.
        case circle
        /// An ellipse filling the label's box.
        case ellipse
        /// A CD or DVD label: a disc of `radius` at the centre of the label's box, cut to the box where it
        /// is narrower (a business-card CD), less a hole of radius `hole`.
        case disc(radius: Double, hole: Double)
    }

    /// The product code, such as "L7160", by which a spec names the sheet.
    public var name: String
    /// The maker ("Avery", "Herma"), when the sheet is a maker's product.
    public var brand: String?
    /// What the sheet holds, in a few words.
    public var summary: String
    /// The paper's name, such as "A4" or "Letter".
    public var paperName: String
    public var paper: Size
    public var labelSize: Size
    public var shape: Shape
    public var layouts: [Layout]
    /// How far inside a label's edge its content starts, so that a sheet fed a little off prints no
    /// letter on the die cut.
    public var markup: Double

    public init(
        name: String, brand: String? = nil, summary: String, paperName: String, paper: Size, labelSize: Size, shape: Shape, layouts: [Layout], markup: Double
    ) {
        self.name = name
        self.brand = brand
        self.summary = summary
        self.paperName = paperName
        self.paper = paper
        self.labelSize = labelSize
        self.shape = shape
        self.layouts = layouts
        self.markup = markup
    }

    /// A sheet of one grid, `margins` from the paper's top left corner.
    public init(
        name: String, brand: String? = nil, summary: String, paperName: String, paper: Size, columns: Int, rows: Int, labelSize: Size, pitch: Size,
        margins: Margins, shape: Shape,
        markup: Double
    ) {
        self.init(
            name: name, brand: brand, summary: summary, paperName: paperName, paper: paper, labelSize: labelSize, shape: shape,
            layouts: [Layout(columns: columns, rows: rows, origin: Point(margins.left, margins.top), pitch: pitch)], markup: markup)
    }

    /// How the sheet is named in full: "Avery L7160", or the built-in's name.
    public var fullName: String { brand.map { "\($0) \(name)" } ?? name }

    /// The most labels one sheet may hold, counted from its layouts' columns and rows before any label is
    /// placed: gLabels' library holds none over 270, and a 1 KB template file of 16 layouts of 1000 x
    /// 1000 labels took 30 s and 1.6 GB to check and 335 s to render.
    public static let maximumLabels = 5_000

    /// The most layouts one sheet may have: gLabels' library has none with over 4, and a template's
    /// layouts are checked against each other in pairs, so 5,000 layouts of one label took 1.3 s a
    /// template to check (5 minutes for a 64 MiB file of them).
    public static let maximumLayouts = 16

    /// Labels on one sheet.
    public var count: Int { layouts.reduce(0) { $0 + $1.columns * $1.rows } }

    /// Every label's frame, each layout row by row from the top left, on a page whose paper is `page`
    /// (the template's paper, placed where the page puts it).
    public func labelFrames(onPage page: Rect) -> [Rect] {
        layouts.flatMap { $0.frames(of: labelSize, onPage: page) }
    }

    /// How far past the paper's edge a label may reach and still count as on it: a maker's sheet of
    /// labels cut to the edge, its sizes rounded (Herma 4464's 70 mm labels written as 199 pt, three
    /// 0.6 mm wider than A4).
    public static let edgeTolerance = 72 / 25.4

    /// The positions, in `labelFrames` order, of the labels on the paper: those a sheet's rows fill.
    public var labelsOnPaper: [Int] {
        let edge = Rect(origin: .zero, size: paper).inset(by: -Self.edgeTolerance)
        let frames = labelFrames(onPage: Rect(origin: .zero, size: paper))
        return frames.indices.filter { edge.contains(frames[$0].origin) && edge.contains(Point(frames[$0].maxX, frames[$0].maxY)) }
    }

    /// The frames of the labels on the paper (`labelsOnPaper`), on a page whose paper is `page`.
    public func framesOnPaper(onPage page: Rect) -> [Rect] {
        let frames = labelFrames(onPage: page)
        return labelsOnPaper.map { frames[$0] }
    }

    /// The outline of a label whose frame is `frame`: what its content is clipped to, and what an
    /// outline print draws. Even-odd: a disc's hole is a second, inner circle.
    public func outline(in frame: Rect) -> Path? {
        switch shape {
        case .rectangle(let radius): Rectangle(cornerRadius: min(radius, frame.minSide / 2) / max(frame.minSide, 1e-9)).path(in: frame)
        case .circle: Circle().path(in: frame)
        case .ellipse: Ellipse().path(in: frame)
        case .disc(let radius, let hole):
            Self.disc(radius: radius, cutTo: frame).flatMap { outer in
                var builder = PathBuilder()
                builder.append(outer)
                builder.circle(center: frame.center, radius: hole)
                return builder.finish()
            }
        }
    }

    /// A disc of `radius` at the centre of `box`, cut by the box's sides where they pass inside it: an
    /// arc between each two sides' chords.
    private static func disc(radius: Double, cutTo box: Rect) -> Path? {
        let a = box.width / 2, b = box.height / 2
        if a >= radius, b >= radius { return Circle().path(in: Rect(center: box.center, size: Size(2 * radius, 2 * radius))) }
        if a * a + b * b <= radius * radius { return Path.rectangle(box) }
        // Half the angle each side's chord spans seen from the centre (none where the side misses the disc).
        let across = a < radius ? acos(a / radius) : 0
        let down = b < radius ? acos(b / radius) : 0
        let chords = [(0.0, across), (Double.pi / 2, down), (Double.pi, across), (3 * Double.pi / 2, down)]
        var builder = PathBuilder()
        for (k, chord) in chords.enumerated() {
            let next = k == chords.count - 1 ? 2 * Double.pi - chords[0].1 : chords[k + 1].0 - chords[k + 1].1
            let start = chord.0 + chord.1
            builder.arc(center: box.center, radius: radius, start: Angle(radians: start), sweep: Angle(radians: next - start))
        }
        builder.close()
        return builder.finish()
    }
}
