import CairoKit
import Geometry
import Scene

/// Draws placed pictures: PNG, JPEG and WebP as their pixels (smoothly scaled, a JPEG turned upright as its
/// EXIF orientation says), SVG as vectors through librsvg (on a page drawn in stripes, once into the
/// page's pixels, then painted).
public enum ImagePainter {
    public static func draw(_ image: PlacedImage, in context: Context, cache: ImageCache) throws(ImageError) {
        let frame = image.frame
        context.save()
        defer { context.restore() }
        if let clip = image.clip {
            context.newPath()
            context.append(clip)
            context.clip()
        }
        context.translate(frame.center.x, frame.center.y)
        context.rotate(image.rotation.radians)
        context.translate(-frame.width / 2, -frame.height / 2)
        switch image.source.format {
        case .svg:
            // Drawn at its own size and scaled to the frame, so that `fill` stretches it as it does a photo.
            let natural = image.source.size
            context.scale(frame.width / natural.width, frame.height / natural.height)
            if let recording = try cache.recording(for: image.source) {
                context.setSource(recording)
                context.rectangle(Rect(x: 0, y: 0, width: natural.width, height: natural.height))
                context.clip()
                context.paint(alpha: image.opacity)
                return
            }
            if let raster = try cache.raster(for: image.source, under: context) {
                context.identityMatrix()
                context.setSource(raster.surface, x: Double(raster.x), y: Double(raster.y))
                context.paint(alpha: image.opacity)
                return
            }
            let handle = try cache.handle(for: image.source)
            let isolated = image.opacity < 1
            if isolated { context.pushGroup() }
            var failure: ImageError?
            do throws(ImageError) {
                try SVGFile.render(handle, into: context, size: natural, name: image.source.name)
            } catch {
                failure = error
            }
            if isolated {
                context.popGroupToSource()
                context.paint(alpha: image.opacity)
            }
            if let failure { throw failure }
        case .png, .jpeg, .webp:
            let surface = try cache.surface(for: image.source)
            let stored = image.source.storedSize
            context.scale(frame.width / image.source.size.width, frame.height / image.source.size.height)
            context.concatenate(image.source.orientation.transform(storedWidth: stored.width, height: stored.height))
            // In pixels, the edge pixels are repeated outwards so that a scaled picture's border stays sharp;
            // a PDF or SVG viewer scales the picture itself, and padding would make cairo store a padded copy
            // of it at every turned placement.
            context.setSource(surface, filter: .good, padded: !cache.vectorOutput)
            context.rectangle(Rect(x: 0, y: 0, width: stored.width, height: stored.height))
            context.clip()
            context.paint(alpha: image.opacity)
        }
    }
}
