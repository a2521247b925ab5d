import CCairo
import Geometry

/// A cairo source pattern: a linear or radial gradient, or a surface.
public final class Pattern {
    package let pointer: OpaquePointer

    /// Takes a +1 reference; throws cairo's error (and releases the pointer) when the pattern is in error.
    public init(owning pointer: OpaquePointer) throws {
        let status = cairo_pattern_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pointer)
            throw CairoError(status: status)
        }
        self.pointer = pointer
    }

    /// Takes a new reference to a pattern owned elsewhere.
    public init(borrowing pointer: OpaquePointer) {
        self.pointer = cairo_pattern_reference(pointer)
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }

    public static func linear(from p0: Point, to p1: Point) throws -> Pattern {
        try Pattern(owning: cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y))
    }

    /// A gradient between the circle (`c0`, `r0`) and the circle (`c1`, `r1`).
    public static func radial(_ c0: Point, _ r0: Double, _ c1: Point, _ r1: Double) throws -> Pattern {
        try Pattern(owning: cairo_pattern_create_radial(c0.x, c0.y, r0, c1.x, c1.y, r1))
    }

    /// A pattern that paints `surface`, for example a recording, as a source.
    public static func surface(_ surface: Surface) throws -> Pattern {
        try Pattern(owning: cairo_pattern_create_for_surface(surface.pointer))
    }

    /// Adds a colour stop to a gradient; components in 0...1, straight alpha.
    public func addColorStop(offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(pointer, offset, red, green, blue, alpha)
    }

    /// The pattern's own transform, from user space to pattern space.
    public func setMatrix(_ m: Affine) {
        var matrix = cairo_matrix_t(m)
        cairo_pattern_set_matrix(pointer, &matrix)
    }

    public func checkStatus() throws {
        try CairoError.check(cairo_pattern_status(pointer))
    }
}
