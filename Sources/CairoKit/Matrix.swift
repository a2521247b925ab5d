import CCairo
import Geometry

extension cairo_matrix_t {
    init(_ m: Affine) {
        self.init(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    }
}

extension Affine {
    init(_ m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }
}
