import Figures
import Geometry
import Imaging
import SpecReader

package enum ImageKind {
    package static var src: Field<String> {
        .required("src", Decoders.string, "the picture: a .png, .jpg, .webp or .svg file beside the spec (in a sheet, a column such as \"{photo}\")")
    }
    package static var fit: Field<Picture.Fit> {
        .defaulted(
            "fit", Decoders.choice(of: Picture.Fit.self), .contain,
            "contain: all of it, as large as fits; cover: fills the frame, the rest cut off; fill: stretched; none: a pixel to a point")
    }
    package static var align: Field<Alignment> { .defaulted("align", Alignment.decoder, .center, "where it sits in the frame when it does not fill it") }
    package static var clip: Field<Picture.Clip> {
        .defaulted(
            "clip", Decoders.choice(of: Picture.Clip.self), .frame,
            "what shows: the frame, the circle in it, the frame with rounded corners, or the badge's hexagon")
    }
    package static var cornerRadius: Field<Double> {
        .defaulted("cornerRadius", Decoders.number(0...0.5), 0.1, "the rounded clip's corner radius over the frame's smaller side")
    }
    package static var opacity: Field<Double> { .defaulted("opacity", Decoders.number(0...1), 1, "how opaque the picture is") }
    package static var rotation: Field<Double> { .defaulted("rotation", Decoders.degrees, 0, "turn of the picture about the frame's centre, clockwise") }

    package static var kind: FigureKind {
        FigureKind(
            "image", "a picture file (PNG, JPEG, WebP or SVG, SVG drawn as vectors) fitted into its frame", src, fit, align, clip, cornerRadius, opacity,
            rotation
        ) { v, src, fit, align, clip, cornerRadius, opacity, rotation -> Picture? in
            do throws(ImageError) {
                let source = try ImageLibrary.picture(src, v.diagnostics)
                return Picture(
                    source: source, fit: fit, alignment: align.unitPoint, clip: clip, cornerRadius: cornerRadius, opacity: opacity,
                    rotation: .degrees(rotation))
            } catch {
                v.error(error.message, at: Self.src)
                return nil
            }
        }
    }
}
