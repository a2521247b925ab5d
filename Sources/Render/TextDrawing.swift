import CairoKit
import Geometry
import Scene
import Typesetting

extension PageRenderer {
    /// Draws `text` at its size in its box with the context's current transform, in its colour, as
    /// Typesetting set it. Returns the lines drawn when asked (for SVG's text layer).
    func draw(_ text: Text, returningLines: Bool) -> [TextLine] {
        Typesetter.withShaped(text) { shaped in
            let extents = shaped.extents
            context.save()
            defer { context.restore() }
            let top =
                switch text.verticalAlignment {
                case .top: text.box.minY
                case .center: text.box.center.y - extents.height / 2
                case .bottom: text.box.maxY - extents.height
                }
            context.translate(text.box.minX, top - extents.minY)
            context.scale(shaped.scale, shaped.scale)
            context.setSource(red: text.color.red, green: text.color.green, blue: text.color.blue, alpha: text.color.alpha)
            shaped.show(on: context)
            return returningLines ? shaped.lines(under: context.matrix) : []
        }
    }
}
