import Geometry
import Scene

/// What decides how a text fits: everything but where its box is.
///
/// A key is looked up several times per text (fitting it, keeping its layout, drawing it), and a hash
/// table's probe compares it with every key it passes: so its hash is computed once, when it is made,
/// and compared first.
struct FittingKey: Hashable {
    let spans: [TextSpan]
    let font: Font
    let boxSize: Size
    let alignment: Text.Alignment
    let lineHeight: Double
    let maxLines: Int?
    let minimumSize: Double
    let hyphenates: Bool
    private let digest: Int

    init(_ text: Text) {
        spans = text.spans
        font = text.font
        boxSize = text.box.size
        alignment = text.alignment
        lineHeight = text.lineHeight
        maxLines = text.maxLines
        minimumSize = text.minimumSize
        hyphenates = text.hyphenates
        var hasher = Hasher()
        hasher.combine(spans)
        hasher.combine(font)
        hasher.combine(boxSize)
        hasher.combine(alignment)
        hasher.combine(lineHeight)
        hasher.combine(maxLines)
        hasher.combine(minimumSize)
        hasher.combine(hyphenates)
        digest = hasher.finalize()
    }

    static func == (a: FittingKey, b: FittingKey) -> Bool {
        a.digest == b.digest && a.spans == b.spans && a.font == b.font && a.boxSize == b.boxSize && a.alignment == b.alignment
            && a.lineHeight == b.lineHeight && a.maxLines == b.maxLines && a.minimumSize == b.minimumSize
            && a.hyphenates == b.hyphenates
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
