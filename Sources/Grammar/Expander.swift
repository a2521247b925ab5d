import Geometry
import Glibc

/// Draws a design out as Context Free does: the shapes waiting to be expanded are taken largest first;
/// each picks one of its shape's rules by its own random state and runs its body, whose replacements
/// wait in turn (a rule shape smaller than the minimum size at the scale reached so far is dropped) or,
/// as primitives and paths, are drawn and counted. It stops when none waits or at the shape limit.
///
/// The scale is that of `cfdg`'s default 500 by 500 pixel canvas with its default border, so that the
/// minimum size cuts where `cfdg` cuts and the counts agree.
public final class Expander {
    public static let canvas = 500.0
    static let fixedBorder = 8.0
    static let shapeBorder = 2.0
    static let defaultMinimumSize = 0.3

    private let design: Design
    var random = Rand64()
    var variables: [(String, Double)] = []
    private var heap = ShapeHeap()
    private var shapes: [(shape: GrammarShape, z: Double)] = []
    /// How many shapes were drawn, as `cfdg` counts them.
    private var drawn = 0
    private var bounds = Bounds()
    private var scaleArea = 0.0
    private var minimumArea = 0.09
    private var tiled = false
    private var rules: [String: [(cumulative: Double, rule: Rule)]] = [:]

    private init(_ design: Design) { self.design = design }

    /// `design` drawn with the random choices of `variation`, stopping at `CF::MaxShapes` shapes; a
    /// design that would draw more than `budget` shapes is refused, at its start shape.
    public static func expand(_ design: Design, variation: Int, budget: Int) throws(GrammarError) -> Expansion {
        try Expander(design).run(variation: variation, budget: budget)
    }

    private func run(variation: Int, budget: Int) throws(GrammarError) -> Expansion {
        random = Rand64(seed: UInt64(variation))
        random.next()
        for (name, value, seed) in design.globals {
            random.state ^= seed?.state ?? 0
            variables.append((name, try evaluate(value)))
        }
        let globals = variables
        if let size = design.minimumSize {
            let value = try evaluate(size)
            minimumArea = value > 0 ? value * value : minimumArea
        }
        var limit = budget
        var limitIsBudget = true
        if let maxShapes = design.maxShapes {
            let value = try evaluate(maxShapes)
            if value >= 1, value < Double(budget) {
                limit = Int(value)
                limitIsBudget = false
            }
        }
        prepareRules()
        var initial = ShapeState()
        initial.color = HSBA(hue: 0, saturation: 0, brightness: 0, alpha: 1)
        initial.target = initial.color
        if let tile = design.tile {
            var box = ShapeState()
            try apply(tile, to: &box)
            let (w, h) = (abs(box.transform.a), abs(box.transform.d))
            guard w > 0, h > 0 else {
                throw GrammarError(
                    at: tile.terms.first?.token ?? Token(kind: .end, text: "", line: 1, column: 1, spaced: false),
                    "a tile with a side of 0 (a frieze) is not drawn by poster's grammar figure")
            }
            bounds = Bounds(minX: -w / 2, minY: -h / 2, maxX: w / 2, maxY: h / 2)
            tiled = true
            let scale = bounds.scale(width: Self.canvas, height: Self.canvas, border: 0)
            scaleArea = scale * scale
        }
        guard let start = design.start else { return Expansion(shapes: [], count: 0, bounds: nil, background: nil) }
        let parameters = try values(of: start.arguments)
        random.state ^= start.seed.state
        random.next()
        try apply(start.adjustment, to: &initial)
        initial.random = random
        try process(start.shape, parameters, initial, token: start.token)
        var taken = 0
        while !heap.isEmpty {
            if max(drawn, heap.count) >= limit {
                if limitIsBudget {
                    throw GrammarError(at: start.token, "the design draws more than \(budget) shapes, the most a figure may have: set CF::MaxShapes lower")
                }
                break
            }
            var shape = heap.pop()
            taken += 1
            let choice = shape.state.random.nextDouble()
            guard let rule = rules[shape.name]?.first(where: { $0.cumulative >= choice })?.rule ?? rules[shape.name]?.last?.rule else { continue }
            random = shape.state.random
            variables = globals
            let definition = design.shapes[shape.name]
            for (name, value) in zip(definition?.parameters ?? [], shape.parameters) { variables.append((name, value)) }
            shape.state.random = random
            try traverse(rule.body, parent: shape.state, shapeParameters: shape.parameters)
        }
        var background: HSBA?
        if let adjustment = design.background {
            var state = ShapeState()
            state.color = HSBA(hue: 0, saturation: 0, brightness: 1, alpha: 1)
            try apply(adjustment, to: &state)
            background = state.color
        }
        let ordered = shapes.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element.shape)
        return Expansion(shapes: ordered, count: drawn, bounds: bounds.rect, background: background)
    }

    /// Each shape's rules with their cumulative shares of 1, in the order written (percentages first
    /// take their share, the rest sharing what is left by weight).
    private func prepareRules() {
        for (name, shape) in design.shapes where !shape.isPath {
            let total = shape.rules.filter { !$0.percent }.reduce(0) { $0 + $1.weight }
            let percents = shape.rules.filter(\.percent).reduce(0) { $0 + $1.weight }
            let hasPercent = shape.rules.contains(where: \.percent)
            var sum = 0.0
            rules[name] = shape.rules.enumerated().map { index, rule in
                var weight = rule.weight / total
                if hasPercent { weight = rule.percent ? rule.weight : weight * (1 - percents) }
                if !weight.isFinite { weight = 0 }
                sum += weight
                return (index == shape.rules.count - 1 ? 1 : sum, rule)
            }
        }
    }

    // MARK: bodies

    private func traverse(_ body: [Statement], parent: ShapeState, shapeParameters: [Double]) throws(GrammarError) {
        let depth = variables.count
        defer { variables.removeSubrange(depth...) }
        for statement in body {
            try run(statement, parent: parent, shapeParameters: shapeParameters)
        }
    }

    private func run(_ statement: Statement, parent: ShapeState, shapeParameters: [Double]) throws(GrammarError) {
        switch statement {
        case .replacement(let replacement):
            var child = parent
            let parameters = replacement.reusesParameters ? shapeParameters : try values(of: replacement.arguments)
            random.state ^= replacement.seed.state
            random.next()
            try apply(replacement.adjustment, to: &child)
            child.random = random
            child.random.next()
            try process(replacement.shape, parameters, child, token: replacement.token)
        case .loop(let loop):
            var child = parent
            random.state ^= loop.seed.state
            let bounds = try values(of: loop.bounds)
            let (start, end, step) = Self.range(bounds)
            var index = start
            var runs = 0
            while step > 0 ? index < end : index > end {
                runs += 1
                if runs > 10_000_000 { throw GrammarError(at: loop.token, "the loop runs more than 10,000,000 times") }
                variables.append((loop.index ?? "~~inaccessiblevar~~", index))
                try traverse(loop.body, parent: child, shapeParameters: shapeParameters)
                variables.removeLast()
                try apply(loop.adjustment, to: &child)
                index += step
            }
            variables.append((loop.index ?? "~~inaccessiblevar~~", index))
            try traverse(loop.finally, parent: child, shapeParameters: shapeParameters)
            variables.removeLast()
        case .conditional(let condition, let then, let otherwise):
            try traverse(try evaluate(condition) != 0 ? then : otherwise, parent: parent, shapeParameters: shapeParameters)
        case .definition(let name, let value, let seed):
            random.state ^= seed?.state ?? 0
            variables.append((name, try evaluate(value)))
        case .transform(let adjustment, let body):
            var child = parent
            try apply(adjustment, to: &child)
            random.next()
            try traverse(body, parent: child, shapeParameters: shapeParameters)
        case .pathOperation(let operation):
            throw GrammarError(at: operation.token, "\(operation.verb.rawValue) belongs in a path")
        case .pathCommand(let command):
            throw GrammarError(at: command.token, "\(command.token.text) outside a path (a fill of the whole canvas) is not drawn by poster's grammar figure")
        }
    }

    /// A loop's start, end and step from its one to three bounds (a count alone runs from 0).
    static func range(_ bounds: [Double]) -> (start: Double, end: Double, step: Double) {
        switch bounds.count {
        case 1: (0, bounds[0], 1)
        case 2: (bounds[0], bounds[1], 1)
        default: (bounds[0], bounds[1], bounds[2])
        }
    }

    /// A replacement's shape: a rule shape waits (unless too small), a primitive or path is drawn.
    private func process(_ name: String, _ parameters: [Double], _ state: ShapeState, token: Token) throws(GrammarError) {
        guard state.transform.a.isFinite, state.transform.b.isFinite, state.transform.c.isFinite, state.transform.d.isFinite,
            state.transform.tx.isFinite, state.transform.ty.isFinite
        else {
            throw GrammarError(at: token, "\(name) has an undefined or infinite transform")
        }
        if let definition = design.shapes[name] {
            if definition.isPath {
                let forms = try trace(definition, parameters: parameters, state: state)
                draw(forms, state: state)
            } else if !bounds.isValid || state.area * scaleArea >= minimumArea {
                heap.push(PendingShape(name: name, parameters: parameters, state: state, area: state.area))
            }
            return
        }
        switch name {
        case "CIRCLE": draw([(.circle, state)], state: state)
        case "SQUARE": draw([(.square, state)], state: state)
        case "TRIANGLE": draw([(.triangle, state)], state: state)
        default: throw GrammarError(at: token, "\(name) is neither a shape of the design nor a primitive (SQUARE, CIRCLE, TRIANGLE)")
        }
    }

    /// Draws one shape (a primitive, or a path's fills and strokes), counted once, growing the bounds.
    private func draw(_ forms: [(GrammarShape.Form, ShapeState)], state: ShapeState) {
        var extent = Bounds()
        for (form, placed) in forms { extent.merge(Self.extent(of: form, placed.transform)) }
        guard extent.isValid else { return }
        drawn += 1
        if !tiled {
            bounds.merge(extent.dilated(Self.shapeBorder))
            let scale = bounds.scale(width: Self.canvas, height: Self.canvas, border: Self.fixedBorder)
            scaleArea = scale * scale
        }
        for (form, placed) in forms {
            shapes.append((GrammarShape(form: form, transform: placed.transform, color: placed.color), placed.z))
        }
    }

    static let triangleHeight = 0.5 / cos(Double.pi / 6)

    /// The corners of each primitive's outline as Context Free measures its extent: the shape stroked
    /// 0.1 wide with mitred corners, a circle being the regular octagon through its eight compass
    /// points.
    static let squareOutline = [(0.55, 0.55), (-0.55, 0.55), (-0.55, -0.55), (0.55, -0.55)]
    static let triangleOutline: [(Double, Double)] = {
        let grow = (triangleHeight + 0.1) / triangleHeight
        return [(0, triangleHeight * grow), (-0.5 * grow, -triangleHeight / 2 * grow), (0.5 * grow, -triangleHeight / 2 * grow)]
    }()
    static let circleOutline: [(Double, Double)] = {
        let radius = 0.5 + 0.05 / cos(Double.pi / 8)
        return (0..<8).map { (radius * cos(Double($0) * Double.pi / 4), radius * sin(Double($0) * Double.pi / 4)) }
    }()

    /// The box `form` covers under `t`.
    static func extent(of form: GrammarShape.Form, _ t: Affine) -> Bounds {
        var box = Bounds()
        switch form {
        case .circle:
            for (x, y) in circleOutline { box.add(t.apply(Point(x, y))) }
        case .square:
            for (x, y) in squareOutline { box.add(t.apply(Point(x, y))) }
        case .triangle:
            for (x, y) in triangleOutline { box.add(t.apply(Point(x, y))) }
        case .path(let path, let stroke, _):
            let placed = path.transformed(by: t).bounds
            let pad = (stroke ?? 0) / 2 * abs(t.determinant).squareRoot()
            box.add(Point(placed.minX - pad, placed.minY - pad))
            box.add(Point(placed.maxX + pad, placed.maxY + pad))
        }
        return box
    }

    // MARK: values and adjustments

    func evaluate(_ expression: Expression) throws(GrammarError) -> Double {
        let all = try values(expression)
        guard all.count == 1 else { throw GrammarError(at: Self.token(of: expression), "expected one number, found \(all.count)") }
        return all[0]
    }

    static func token(of expression: Expression) -> Token {
        switch expression {
        case .variable(_, let token), .call(_, _, let token): token
        case .unary(_, let e), .parenthesised(let e), .binary(_, let e, _): token(of: e)
        case .list(let items): items.first.map(token(of:)) ?? Token(kind: .end, text: "", line: 1, column: 1, spaced: false)
        case .number: Token(kind: .end, text: "", line: 1, column: 1, spaced: false)
        }
    }

    func values(of expressions: [Expression]) throws(GrammarError) -> [Double] {
        var all: [Double] = []
        for expression in expressions { all += try values(expression) }
        return all
    }

    func values(_ expression: Expression) throws(GrammarError) -> [Double] {
        switch expression {
        case .number(let value, _): return [value]
        case .variable(let name, let token):
            guard let value = variables.last(where: { $0.0 == name })?.1 else { throw GrammarError(at: token, "\(name) has no value here") }
            return [value]
        case .parenthesised(let inner): return try values(inner)
        case .list(let items): return try values(of: items)
        case .unary(let op, let operand):
            let v = try evaluate(operand)
            return [op == "N" ? -v : op == "!" ? (v == 0 ? 1 : 0) : v]
        case .binary(let op, let left, let right):
            let (l, r) = (try evaluate(left), try evaluate(right))
            switch op {
            case "+": return [l + r]
            case "-": return [l - r]
            case "_": return [max(0, l - r)]
            case "*": return [l * r]
            case "/": return [l / r]
            case "^": return [pow(l, r)]
            case "<": return [l < r ? 1 : 0]
            case ">": return [l > r ? 1 : 0]
            case "L": return [l <= r ? 1 : 0]
            case "G": return [l >= r ? 1 : 0]
            case "=": return [l == r ? 1 : 0]
            case "n": return [l != r ? 1 : 0]
            case "&": return [l != 0 && r != 0 ? 1 : 0]
            default: return [l != 0 || r != 0 ? 1 : 0]
            }
        case .call(let function, let arguments, _):
            let a = try values(of: arguments)
            return [function.apply(a, &random)]
        }
    }

    /// Applies `adjustment` to a shape's state: its folded terms composed into one transform first,
    /// then the others in order.
    func apply(_ adjustment: Adjustment, to state: inout ShapeState) throws(GrammarError) {
        if adjustment.terms.contains(where: \.folded) {
            var folded = ShapeState()
            for term in adjustment.terms where term.folded { try apply(term, to: &folded) }
            state.transform = folded.transform.then(state.transform)
        }
        for term in adjustment.terms where !term.folded { try apply(term, to: &state) }
    }

    /// Applies one term to a shape's state.
    private func apply(_ term: AdjustmentTerm, to state: inout ShapeState) throws(GrammarError) {
        do {
            let v = try values(of: term.arguments)
            guard term.kind.arities.contains(v.count) else {
                throw GrammarError(
                    at: term.token, "\(term.token.text) takes \(term.kind.arities.map(String.init).joined(separator: " or ")) numbers, not \(v.count)")
            }
            let c = v.map { max(-1, min(1, $0)) }
            let radians = Double.pi / 180
            func premultiply(_ a: Affine) { state.transform = a.then(state.transform) }
            switch term.kind {
            case .x:
                premultiply(.translate(v[0], v.count > 1 ? v[1] : 0))
                if v.count > 2 { state.z += v[2] * state.zScale }
            case .y: premultiply(.translate(0, v[0]))
            case .z: state.z += v[0] * state.zScale
            case .size:
                premultiply(.scale(v[0], v.count > 1 ? v[1] : v[0]))
                if v.count > 2 { state.zScale *= v[2] }
            case .rotate:
                let angle = v[0] * Double.pi / 180
                let (cs, sn) = (cos(angle), sin(angle))
                premultiply(Affine(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0))
            case .skew: premultiply(Affine(a: 1, b: tan(v[1] * radians), c: tan(v[0] * radians), d: 1, tx: 0, ty: 0))
            case .flip:
                let (cs, sn) = (cos(v[0] * radians), sin(v[0] * radians))
                premultiply(Affine(a: 2 * cs * cs - 1, b: 2 * cs * sn, c: 2 * cs * sn, d: 2 * sn * sn - 1, tx: 0, ty: 0))
            case .transform:
                switch v.count {
                case 4:
                    let (dx, dy) = (v[2] - v[0], v[3] - v[1])
                    premultiply(Affine.scale((dx * dx + dy * dy).squareRoot()).then(.rotate(.radians(atan2(dy, dx)))).then(.translate(v[0], v[1])))
                case 6:
                    premultiply(Affine(a: v[2] - v[0], b: v[3] - v[1], c: v[4] - v[0], d: v[5] - v[1], tx: v[0], ty: v[1]))
                default: premultiply(.translate(v[0], v.count > 1 ? v[1] : 0))
                }
            case .hue:
                state.color.hue = v.count == 2 ? HSBA.hue(state.color.hue, by: c[0], toward: v[1]) : HSBA.hue(state.color.hue, by: v[0])
            case .saturation:
                state.color.saturation =
                    v.count == 2 ? HSBA.adjusted(state.color.saturation, by: c[0], toward: c[1]) : HSBA.adjusted(state.color.saturation, by: c[0])
            case .brightness:
                state.color.brightness =
                    v.count == 2 ? HSBA.adjusted(state.color.brightness, by: c[0], toward: c[1]) : HSBA.adjusted(state.color.brightness, by: c[0])
            case .alpha:
                state.color.alpha = v.count == 2 ? HSBA.adjusted(state.color.alpha, by: c[0], toward: c[1]) : HSBA.adjusted(state.color.alpha, by: c[0])
            case .hueTarget: state.color.hue = HSBA.hue(state.color.hue, by: c[0], toward: state.target.hue)
            case .saturationTarget: state.color.saturation = HSBA.adjusted(state.color.saturation, by: c[0], toward: state.target.saturation)
            case .brightnessTarget: state.color.brightness = HSBA.adjusted(state.color.brightness, by: c[0], toward: state.target.brightness)
            case .alphaTarget: state.color.alpha = HSBA.adjusted(state.color.alpha, by: c[0], toward: state.target.alpha)
            case .targetHue: state.target.hue += v[0]
            case .targetSaturation: state.target.saturation = HSBA.adjusted(state.target.saturation, by: c[0])
            case .targetBrightness: state.target.brightness = HSBA.adjusted(state.target.brightness, by: c[0])
            case .targetAlpha: state.target.alpha = HSBA.adjusted(state.target.alpha, by: c[0])
            }
        }
    }
}
