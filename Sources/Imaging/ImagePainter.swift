import CCairo
import CRsvg
import CairoKit
import Scene

/// Draws placed pictures: PNG, JPEG and WebP as their pixels (smoothly scaled, a JPEG turned upright as its
/// EXIF orientation says), SVG as vectors through librsvg (on a page drawn in stripes, once into the
/// page's pixels, then painted).
public enum ImagePainter {
    public static func draw(_ image: PlacedImage, in context: Context, cache: ImageCache) throws(ImageError) {
        let cr = context.pointer
        let frame = image.frame
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = image.clip {
            context.newPath()
            context.append(clip)
            context.clip()
        }
        cairo_translate(cr, frame.center.x, frame.center.y)
        cairo_rotate(cr, image.rotation.radians)
        cairo_translate(cr, -frame.width / 2, -frame.height / 2)
        switch image.source.format {
        case .svg:
            // Drawn at its own size and scaled to the frame, so that `fill` stretches it as it does a photo.
            let natural = image.source.size
            cairo_scale(cr, frame.width / natural.width, frame.height / natural.height)
            if let recording = try cache.recording(for: image.source) {
                cairo_set_source_surface(cr, recording, 0, 0)
                cairo_rectangle(cr, 0, 0, natural.width, natural.height)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, image.opacity)
                return
            }
            if let raster = try cache.raster(for: image.source, under: cr) {
                cairo_identity_matrix(cr)
                cairo_set_source_surface(cr, raster.surface, Double(raster.x), Double(raster.y))
                cairo_paint_with_alpha(cr, image.opacity)
                return
            }
            let handle = try cache.handle(for: image.source)
            let isolated = image.opacity < 1
            if isolated { cairo_push_group(cr) }
            var failure: ImageError?
            do throws(ImageError) {
                try SVGFile.render(handle, into: cr, size: natural, name: image.source.name)
            } catch {
                failure = error
            }
            if isolated {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, image.opacity)
            }
            if let failure { throw failure }
        case .png, .jpeg, .webp:
            let surface = try cache.surface(for: image.source)
            let stored = image.source.storedSize
            cairo_scale(cr, frame.width / image.source.size.width, frame.height / image.source.size.height)
            let turn = image.source.orientation.transform(storedWidth: stored.width, height: stored.height)
            var matrix = cairo_matrix_t(xx: turn.a, yx: turn.b, xy: turn.c, yy: turn.d, x0: turn.tx, y0: turn.ty)
            cairo_transform(cr, &matrix)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            // In pixels, the edge pixels are repeated outwards so that a scaled picture's border stays sharp;
            // a PDF or SVG viewer scales the picture itself, and padding would make cairo store a padded copy
            // of it at every turned placement.
            if !cache.vectorOutput { cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD) }
            cairo_rectangle(cr, 0, 0, stored.width, stored.height)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, image.opacity)
        }
    }
}
