import CPango
import CairoKit
import Geometry
import Scene

/// A text laid out as it is drawn (the layout fitting made of it where there is one), in reference units:
/// what the renderer places and shows. Valid only inside `Typesetter.withShaped`'s body, where Pango is held.
public struct ShapedText {
    let text: Text
    let layout: ParagraphLayout

    /// The logical extents of all lines, in points at the text's size: where the ink may go, line spacing included.
    public var extents: Rect {
        let e = layout.extents
        return Rect(x: e.x, y: e.y, width: e.width, height: e.height)
    }

    /// How much the layout's reference units are scaled to make the text's size.
    public var scale: Double { layout.scale }

    /// Shows the layout at `context`'s current point and transform, in its current source: the one call
    /// that hands Pango the cairo context.
    public func show(on context: Context) {
        context.drawingByLibrary { pango.cairoShowLayout($0, layout.pointer) }
    }

    /// The lines shown, for a text layer, where `transform` (the one the layout is shown under) puts them.
    public func lines(under transform: Affine) -> [TextLine] {
        let family = text.font.family.split(separator: ",").first.map(String.init) ?? text.font.family
        return layout.lines.map { line in
            TextLine(string: line.string, family: family, size: PangoSession.referenceSize, origin: line.origin, width: line.width, transform: transform)
        }
    }
}
