import Geometry
import Scene

/// What decides how a text fits: everything but where its box is.
struct FittingKey: Hashable {
    let spans: [TextSpan]
    let font: Font
    let boxSize: Size
    let alignment: Text.Alignment
    let lineHeight: Double
    let maxLines: Int?
    let minimumSize: Double

    init(_ text: Text) {
        spans = text.spans
        font = text.font
        boxSize = text.box.size
        alignment = text.alignment
        lineHeight = text.lineHeight
        maxLines = text.maxLines
        minimumSize = text.minimumSize
    }
}
