import CCairo
import Geometry

/// A cairo drawing context. It keeps its target surface alive. Drawing calls do not throw: cairo's
/// errors are sticky, so check `checkStatus()` after a unit of work.
public final class Context {
    package let pointer: OpaquePointer
    public let target: Surface

    public init(_ target: Surface) throws {
        let raw = cairo_create(target.pointer)!
        let status = cairo_status(raw)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(raw)
            throw CairoError(status: status)
        }
        self.pointer = raw
        self.target = target
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// The context's sticky status: nil while all went well.
    public var status: CairoError? {
        let status = cairo_status(pointer)
        return status == CAIRO_STATUS_SUCCESS ? nil : CairoError(status: status)
    }

    public func checkStatus() throws {
        try CairoError.check(cairo_status(pointer))
        try target.checkStatus()
    }

    // MARK: state

    /// Opens a tag (a structure element such as "P" or "H1", or "Link" with its attributes) around what is
    /// drawn until `endTag` closes it; a PDF surface writes it, others ignore it.
    public func beginTag(_ name: String, attributes: String = "") { cairo_tag_begin(pointer, name, attributes) }
    public func endTag(_ name: String) { cairo_tag_end(pointer, name) }
    /// The tag of a link.
    public static let linkTag = CAIRO_TAG_LINK
    /// The tag that names a destination links may lead to.
    public static let destinationTag = CAIRO_TAG_DEST

    /// The attributes of a link tag to `uri`, quoted as cairo reads them.
    public static func linkAttributes(uri: String) -> String {
        var quoted = "uri='"
        for character in uri {
            if character == "\\" || character == "'" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "'"
    }

    public func save() { cairo_save(pointer) }
    public func restore() { cairo_restore(pointer) }

    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Applies `m` to user space, before the transform already in place.
    public func concatenate(_ m: Affine) {
        var matrix = cairo_matrix_t(m)
        cairo_transform(pointer, &matrix)
    }

    public func scale(_ sx: Double, _ sy: Double) { cairo_scale(pointer, sx, sy) }
    public func translate(_ tx: Double, _ ty: Double) { cairo_translate(pointer, tx, ty) }
    public func rotate(_ radians: Double) { cairo_rotate(pointer, radians) }
    /// Makes user space the surface's own space again.
    public func identityMatrix() { cairo_identity_matrix(pointer) }

    /// The transform from user space to the surface's own space (before the surface's device offset).
    public var matrix: Affine {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return Affine(m)
    }

    // MARK: sources

    public func setSource(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    public func setSource(_ pattern: Pattern) {
        cairo_set_source(pointer, pattern.pointer)
    }

    /// Makes `surface` the source, its origin at (`x`, `y`) in user space, sampled with `filter` (cairo's
    /// default where nil) and, when `padded`, its edge pixels repeated outwards.
    public func setSource(_ surface: Surface, x: Double = 0, y: Double = 0, filter: Filter? = nil, padded: Bool = false) {
        cairo_set_source_surface(pointer, surface.pointer, x, y)
        if let filter { cairo_pattern_set_filter(cairo_get_source(pointer), filter.cairo) }
        if padded { cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD) }
    }

    /// Paints the source through `mask`'s alpha, its origin at (`x`, `y`) in user space, each of its
    /// pixels a sharp square however it is scaled (nearest-neighbour sampling; in a PDF `/Interpolate false`).
    public func mask(_ mask: Surface, x: Double, y: Double) {
        let pattern = cairo_pattern_create_for_surface(mask.pointer)
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -x, -y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_mask(pointer, pattern)
    }

    /// How a surface's pixels are sampled when it is scaled (the one poster uses: cairo's smooth filter).
    public enum Filter: Sendable {
        case good

        var cairo: cairo_filter_t { CAIRO_FILTER_GOOD }
    }

    // MARK: paths

    public func newPath() { cairo_new_path(pointer) }

    /// Appends `path`, its points mapped through `transform`, to the current path, in user space.
    public func append(_ path: Path, transform: Affine = .identity) {
        append(path, verbs: path.verbs.indices, firstPoint: 0, transform: transform)
    }

    /// Appends the verbs `verbs` of `path` (the first of which consumes point `firstPoint`), their
    /// points mapped through `transform`, to the current path, in user space.
    public func append(_ path: Path, verbs: Range<Int>, firstPoint: Int, transform: Affine = .identity) {
        var i = firstPoint
        let points = path.points
        for verb in path.verbs[verbs] {
            switch verb {
            case .move:
                let p = transform.apply(points[i])
                cairo_move_to(pointer, p.x, p.y)
            case .line:
                let p = transform.apply(points[i])
                cairo_line_to(pointer, p.x, p.y)
            case .quad:
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(pointer, &x0, &y0)
                let c = transform.apply(points[i]), p = transform.apply(points[i + 1])
                cairo_curve_to(
                    pointer, x0 + 2.0 / 3 * (c.x - x0), y0 + 2.0 / 3 * (c.y - y0),
                    p.x + 2.0 / 3 * (c.x - p.x), p.y + 2.0 / 3 * (c.y - p.y), p.x, p.y)
            case .cubic:
                let c1 = transform.apply(points[i]), c2 = transform.apply(points[i + 1]), p = transform.apply(points[i + 2])
                cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(pointer)
            }
            i += verb.pointCount
        }
    }

    public func rectangle(_ r: Rect) {
        cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height)
    }

    public func fill(preserve: Bool = false) {
        preserve ? cairo_fill_preserve(pointer) : cairo_fill(pointer)
    }

    public func stroke(preserve: Bool = false) {
        preserve ? cairo_stroke_preserve(pointer) : cairo_stroke(pointer)
    }

    /// Intersects the clip with the current path and clears the path.
    public func clip() { cairo_clip(pointer) }

    /// Paints the current source everywhere inside the clip, at `alpha`.
    public func paint(alpha: Double = 1) {
        alpha >= 1 ? cairo_paint(pointer) : cairo_paint_with_alpha(pointer, alpha)
    }

    // MARK: line style

    public func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }

    /// Strokes dashed: lengths on and off in turn, from the start of each subpath; none: solid.
    public func setDash(_ lengths: [Double]) {
        cairo_set_dash(pointer, lengths, Int32(lengths.count), 0)
    }

    public func setLineCap(_ cap: LineCap) {
        let raw: cairo_line_cap_t =
            switch cap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        cairo_set_line_cap(pointer, raw)
    }

    public func setLineJoin(_ join: LineJoin) {
        let raw: cairo_line_join_t =
            switch join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_join(pointer, raw)
    }

    public func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(pointer, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    // MARK: groups

    /// Redirects drawing to an intermediate group until `popGroupToSource()`.
    public func pushGroup() { cairo_push_group(pointer) }

    /// Ends the group and makes it the source, ready for `paint(alpha:)`.
    public func popGroupToSource() { cairo_pop_group_to_source(pointer) }

    // MARK: other libraries

    /// Lets a C library that draws into cairo itself (Pango through pango-cairo, librsvg) draw on this
    /// context: `body` gets the context's `cairo_t`, valid during the call only. What it changes of the
    /// context's state stays changed; its errors show in `status`.
    public func drawingByLibrary<T, E>(_ body: (_ cairo: OpaquePointer) throws(E) -> T) throws(E) -> T {
        try body(pointer)
    }
}
