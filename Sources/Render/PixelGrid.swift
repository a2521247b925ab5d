import Geometry
import Scene

/// Puts the copies of a symbol on a grid of unit squares (`Instances.onPixelGrid`) on the pixel grid
/// of raster output: each unit becomes a whole number of pixels (the largest not over what the
/// resolution gives, so the copy never grows out of its frame) and the copy's corner lands on a pixel
/// corner, centred where it was to within half a pixel. A code's modules then have crisp edges.
enum PixelGrid {
    /// `instances` with each snappable copy moved onto the pixels of the page `matrix` maps user
    /// space to; copies turned, sheared, stretched or under a pixel a unit are left as they are.
    static func snapped(_ instances: Instances, under matrix: Affine) -> Instances {
        guard instances.onPixelGrid, let back = matrix.inverse else { return instances }
        var snapped = instances
        let size = instances.symbol.bounds.size
        snapped.transforms = instances.transforms.map { transform in
            let full = transform.then(matrix)
            guard full.b == 0, full.c == 0, full.a > 0, abs(full.d - full.a) <= 1e-9 * full.a, full.a >= 1 else { return transform }
            let unit = (full.a + 1e-9).rounded(.down)
            let centre = full.apply(instances.symbol.bounds.center)
            let origin = Point((centre.x - unit * size.width / 2).rounded(), (centre.y - unit * size.height / 2).rounded())
            let corner = instances.symbol.bounds.origin
            return Affine(a: unit, b: 0, c: 0, d: unit, tx: origin.x - unit * corner.x, ty: origin.y - unit * corner.y).then(back)
        }
        return snapped
    }
}
