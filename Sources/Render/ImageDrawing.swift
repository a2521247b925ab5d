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
        case .png where image.source.generator != nil && !images.vectorOutput && band != nil:
            try drawComputed(image)
        case .png, .jpeg, .webp:
            let stored = image.source.storedSize
            context.scale(frame.width / image.source.size.width, frame.height / image.source.size.height)
            context.concatenate(image.source.orientation.transform(storedWidth: stored.width, height: stored.height))
            // In pixels, a picture far larger than its placement is decoded smaller, no smaller than shows.
            let reduction = images.vectorOutput || image.source.generator != nil ? 1 : PictureReduction.factor(for: context.matrix)
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

    /// Draws a computed picture in an image's own pixels, the context's origin at the frame's corner: each
    /// pixel of the band whose centre falls in the frame is computed there, so the picture is exact to the
    /// pixel wherever and however turned the frame lies, and the stripes of a page share out its rows.
    private func drawComputed(_ image: PlacedImage) throws(ImageError) {
        let frame = image.frame, matrix = context.matrix
        guard let generator = image.source.generator, let band, frame.width > 0, frame.height > 0, let toUser = matrix.inverse else { return }
        let corners = [Point(0, 0), Point(frame.width, 0), Point(0, frame.height), Point(frame.width, frame.height)].map(matrix.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
        else { return }
        let left = max(band.columns.lowerBound, Int(minX.rounded(.down))), right = min(band.columns.upperBound, Int(maxX.rounded(.up)))
        let top = max(band.rows.lowerBound, Int(minY.rounded(.down))), bottom = min(band.rows.upperBound, Int(maxY.rounded(.up)))
        guard left < right, top < bottom else { return }
        let toUnit = Affine.translate(Double(left), Double(top)).then(toUser).then(.scale(1 / frame.width, 1 / frame.height))
        let surface = try ComputedPicture.surface(of: generator, width: right - left, height: bottom - top, toUnit: toUnit, name: image.source.name)
        context.identityMatrix()
        context.setSource(surface, x: Double(left), y: Double(top))
        context.paint(alpha: image.opacity)
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
