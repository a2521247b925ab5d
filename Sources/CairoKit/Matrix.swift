import CCairo
import Geometry

extension cairo_matrix_t {
    init(_ m: Affine) {
        self.init(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    }
}
