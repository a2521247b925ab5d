import Geometry
import Scene

/// A sheet's name, "R2C3": its row and column from 1, which no one reads as a paper size (A1 or B3 would be).
package enum TileLabel {
    package static func name(row: Int, column: Int) -> String {
        "R\(row + 1)C\(column + 1)"
    }

    static let font = "DejaVu Sans"

    /// The sheet's name ("R2C3", with "page 2" in a document of several pages), set in an offcut or a glue
    /// strip of the sheet, where it does not show on the finished poster: the strip above, else below,
    /// else on the left or right (turned to read upwards).
    static func items(_ marks: TileMarks, name: String) -> [Item] {
        let half = marks.half
        let size = min(10, half * 0.7)
        let p = marks.printed
        let pad = min(4, half / 2)
        var box: Rect
        var turned = false
        if marks.hasTop {
            box = Rect(x: p.minX + (marks.hasLeft ? half : 0), y: p.minY, width: p.width - (marks.hasLeft ? half : 0), height: half)
        } else if marks.hasBottom {
            box = Rect(x: p.minX, y: marks.bottomSeam, width: (marks.hasRight ? marks.rightSeam : p.maxX) - p.minX, height: p.maxY - marks.bottomSeam)
        } else if marks.hasLeft {
            box = Rect(x: p.minX, y: p.minY, width: half, height: p.height)
            turned = true
        } else {
            box = Rect(x: marks.rightSeam, y: p.minY, width: p.maxX - marks.rightSeam, height: p.height)
            turned = true
        }
        box = box.inset(top: 0, left: pad, bottom: 0, right: pad)
        let text = { (frame: Rect) in
            Scene.Text(name, font: Font(family: font, size: size), color: .black, box: frame, alignment: .left, minimumSize: min(size, 3))
        }
        guard turned else { return [.text(text(box))] }
        // Set in a box as long as the strip is tall, turned a quarter anticlockwise about its centre.
        let upright = Rect(center: box.center, size: Size(box.height, box.width))
        return [.group(Group(transform: .rotate(.degrees(-90), about: box.center), items: [.text(text(upright))]))]
    }
}
