import CairoKit
import Geometry
import Imaging
import Scene

extension PageRenderer {
    /// Draws a placed picture: PNG, JPEG and WebP as their pixels (smoothly scaled, a JPEG turned upright as
    /// its EXIF orientation says), SVG as vectors through librsvg (recorded once for vector output; on a page
    /// drawn in stripes, once into the page's pixels, then painted).
    func draw(_ image: PlacedImage) throws(ImageError) {
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
        case .svg: try drawSVG(image)
        case .png, .jpeg, .webp:
            let stored = image.source.storedSize
            context.scale(frame.width / image.source.size.width, frame.height / image.source.size.height)
            context.concatenate(image.source.orientation.transform(storedWidth: stored.width, height: stored.height))
            // In pixels, a picture far larger than its placement is decoded smaller, no smaller than shows.
            let reduction = images.vectorOutput ? 1 : PictureReduction.factor(for: context.matrix)
            let surface = try images.surface(for: image.source, reduction: reduction)
            let width = Double(PictureReduction.reduced(Int(stored.width), by: reduction))
            let height = Double(PictureReduction.reduced(Int(stored.height), by: reduction))
            context.scale(stored.width / width, stored.height / height)
            // In pixels, the edge pixels are repeated outwards so that a scaled picture's border stays sharp;
            // a PDF or SVG viewer scales the picture itself, and padding would make cairo store a padded copy
            // of it at every turned placement.
            context.setSource(surface, filter: .good, padded: !images.vectorOutput)
            context.rectangle(Rect(x: 0, y: 0, width: width, height: height))
            context.clip()
            context.paint(alpha: image.opacity)
        }
    }

    /// Draws an SVG picture at its own size scaled to its frame (so that `fill` stretches it as it does a
    /// photo), the context's origin at the frame's corner.
    private func drawSVG(_ image: PlacedImage) throws(ImageError) {
        let natural = image.source.size
        context.scale(image.frame.width / natural.width, image.frame.height / natural.height)
        if let recording = try images.recording(for: image.source) {
            context.setSource(recording)
            context.rectangle(Rect(x: 0, y: 0, width: natural.width, height: natural.height))
            context.clip()
            context.paint(alpha: image.opacity)
            return
        }
        if let raster = try images.raster(for: image.source, under: context) {
            context.identityMatrix()
            context.setSource(raster.surface, x: Double(raster.x), y: Double(raster.y))
            context.paint(alpha: image.opacity)
            return
        }
        let isolated = image.opacity < 1
        if isolated { context.pushGroup() }
        var failure: ImageError?
        do throws(ImageError) {
            try images.drawSVG(image.source, on: context)
        } catch {
            failure = error
        }
        if isolated {
            context.popGroupToSource()
            context.paint(alpha: image.opacity)
        }
        if let failure { throw failure }
    }
}
