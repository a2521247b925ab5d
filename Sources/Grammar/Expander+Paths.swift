import Geometry
import Glibc

extension Expander {
    /// What drawing a path takes: the outline built so far, the transform its operations are placed by
    /// (loops in the path move them), and the fills and strokes drawn.
    private struct PathWork {
        var builder = PathBuilder()
        var start: Point?
        var current = Point(0, 0)
        /// The last curve's last control point, which a continuous curve mirrors; nil after a line.
        var control: Point?
        var placement = Affine.identity
        var forms: [(GrammarShape.Form, ShapeState)] = []
    }

    /// The fills and strokes of the path `definition` drawn for a shape in `state`.
    func trace(_ definition: ShapeDefinition, parameters: [Double], state: ShapeState) throws(GrammarError) -> [(GrammarShape.Form, ShapeState)] {
        let depth = variables.count
        defer { variables.removeSubrange(depth...) }
        for (name, value) in zip(definition.parameters, parameters) { variables.append((name, value)) }
        random = state.random
        var work = PathWork()
        for rule in definition.rules { try trace(rule.body, state: state, &work) }
        if work.forms.isEmpty, let path = work.builder.finish() {
            work.forms.append((.path(path, stroke: nil, evenOdd: false), state))
        }
        return work.forms
    }

    private func trace(_ body: [Statement], state: ShapeState, _ work: inout PathWork) throws(GrammarError) {
        let depth = variables.count
        defer { variables.removeSubrange(depth...) }
        for statement in body {
            switch statement {
            case .pathOperation(let operation): try add(operation, &work)
            case .pathCommand(let command):
                var placed = state
                try apply(command.adjustment, to: &placed)
                let width = try command.stroke.map(evaluate)
                guard let path = work.builder.finish() else { throw GrammarError(at: command.token, "\(command.token.text) comes before any path operation") }
                work.forms.append((.path(path, stroke: width, evenOdd: command.evenOdd), placed))
            case .loop(let loop):
                let bounds = try values(of: loop.bounds)
                let (start, end, step) = Self.range(bounds)
                let saved = work.placement
                var index = start
                var advance = ShapeState()
                while step > 0 ? index < end : index > end {
                    variables.append((loop.index ?? "~~inaccessiblevar~~", index))
                    work.placement = advance.transform.then(saved)
                    try trace(loop.body, state: state, &work)
                    variables.removeLast()
                    try apply(loop.adjustment, to: &advance)
                    index += step
                }
                work.placement = saved
            case .definition(let name, let value, _): variables.append((name, try evaluate(value)))
            case .conditional(let condition, let then, let otherwise):
                try trace(try evaluate(condition) != 0 ? then : otherwise, state: state, &work)
            case .replacement(let replacement):
                throw GrammarError(at: replacement.token, "a path holds path operations, STROKE and FILL, not the shape \(replacement.shape)")
            case .transform(let adjustment, let inner):
                var moved = ShapeState()
                try apply(adjustment, to: &moved)
                let saved = work.placement
                work.placement = moved.transform.then(saved)
                try trace(inner, state: state, &work)
                work.placement = saved
            }
        }
    }

    private func add(_ operation: PathOperation, _ work: inout PathWork) throws(GrammarError) {
        func value(_ index: Int, _ names: [String], _ fallback: Double = 0) throws(GrammarError) -> Double {
            if index < operation.arguments.count { return try evaluate(operation.arguments[index]) }
            for name in names { if let e = operation.named[name] { return try evaluate(e) } }
            return fallback
        }
        let verb = operation.verb
        let lastControl = work.control
        work.control = nil
        let relative = [.moveRelative, .lineRelative, .arcRelative, .curveRelative].contains(verb)
        let placement = work.placement
        let origin = work.current
        // A point of the operation where the path has it: a relative one is its offset, placed, from the
        // current point (a loop's rotation turns the offset, not the point).
        func point(_ x: Double, _ y: Double) -> Point {
            relative ? origin + placement.apply(Vector(x, y)) : placement.apply(Point(x, y))
        }
        switch verb {
        case .moveTo, .moveRelative:
            let p = point(try value(0, ["x"]), try value(1, ["y"]))
            work.builder.move(to: p)
            work.start = p
            work.current = p
        case .lineTo, .lineRelative:
            let p = point(try value(0, ["x"]), try value(1, ["y"]))
            if work.start == nil { begin(&work) }
            work.builder.line(to: p)
            work.current = p
        case .curveTo, .curveRelative:
            let p = point(try value(0, ["x"]), try value(1, ["y"]))
            let continuous = operation.flags.contains("continuous")
            // A continuous curve's first control point mirrors the last one about the current point.
            let mirrored = lastControl.map { Point(2 * origin.x - $0.x, 2 * origin.y - $0.y) } ?? origin
            let c1 = continuous ? mirrored : point(try value(2, ["x1"]), try value(3, ["y1"]))
            if work.start == nil { begin(&work) }
            let named = operation.named["x2"] != nil
            if continuous ? operation.arguments.count >= 4 || named : operation.arguments.count >= 6 || named {
                let c2 = continuous ? point(try value(2, ["x2"]), try value(3, ["y2"])) : point(try value(4, ["x2"]), try value(5, ["y2"]))
                work.builder.cubic(to: p, control1: c1, control2: c2)
                work.control = c2
            } else {
                work.builder.quad(to: p, control: c1)
                work.control = c1
            }
            work.current = p
        case .arcTo, .arcRelative:
            // The arc is drawn where the operation's numbers are, then placed.
            guard let unplace = placement.inverse else { throw GrammarError(at: operation.token, "the arc is placed by a transform that flattens it") }
            let from = unplace.apply(origin)
            let (x, y) = (try value(0, ["x"]), try value(1, ["y"]))
            let to = relative ? Point(from.x + x, from.y + y) : Point(x, y)
            let count = operation.arguments.count
            let rx = try value(2, ["rx", "r"], 1)
            let ry = count >= 5 || operation.named["ry"] != nil ? try value(3, ["ry"], rx) : rx
            let angle = count >= 5 ? try value(4, ["r"]) : 0
            if work.start == nil { begin(&work) }
            var local = PathBuilder()
            local.move(to: from)
            let clockwise = operation.flags.contains { $0.contains("cw") && !$0.contains("ccw") }
            EllipticalArc(
                from: from, to: to, rx: abs(rx), ry: abs(ry), rotation: .degrees(angle), large: operation.flags.contains { $0.contains("large") },
                sweep: !clockwise
            ).append(to: &local)
            if let arc = local.finish() {
                var first = true
                arc.forEachElement { element in
                    if first {
                        first = false
                        return
                    }
                    switch element {
                    case .line(let to): work.builder.line(to: placement.apply(to))
                    case .quad(control: let c, let to): work.builder.quad(to: placement.apply(to), control: placement.apply(c))
                    case .cubic(control1: let c1, control2: let c2, let to):
                        work.builder.cubic(to: placement.apply(to), control1: placement.apply(c1), control2: placement.apply(c2))
                    default: break
                    }
                }
            }
            work.current = placement.apply(to)
        case .closePolygon:
            work.builder.close()
            if let start = work.start { work.current = start }
            work.start = nil
        }
    }

    private func begin(_ work: inout PathWork) {
        work.builder.move(to: work.current)
        work.start = work.current
    }
}
