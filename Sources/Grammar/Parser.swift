/// Reads a design's tokens into a `Design`: CFDG 3 (`shape`, `[ ]` adjustments, loops, `if`,
/// parameters, `CF::` settings) and CFDG 2 (`rule NAME`, `{ }` adjustments, `background`, `tile`).
/// A construct poster does not draw is refused at its place, by name.
struct Parser {
    var tokens: [Token]
    var position = 0
    var version: Int
    /// Names a body may read (parameters, loop indices, definitions, globals), each with whether its
    /// value is a constant.
    var scopes: [[String: Bool]] = [[:]]

    static let primitives: Set<String> = ["SQUARE", "CIRCLE", "TRIANGLE"]
    static let pathVerbs = Set(["MOVETO", "LINETO", "ARCTO", "CURVETO", "CLOSEPOLY", "MOVEREL", "LINEREL", "ARCREL", "CURVEREL"])

    init(_ text: String) throws(GrammarError) {
        let all = try Lexer.tokens(text)
        tokens = all
        let isVersion2 =
            all.indices.dropLast().contains { all[$0].isName("rule") && all[$0 + 1].kind == .name }
            || all.contains { $0.isName("background") || $0.isName("include") }
        version = isVersion2 ? 2 : 3
    }

    var current: Token { tokens[position] }
    func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    @discardableResult
    mutating func take() -> Token {
        defer { if position < tokens.count - 1 { position += 1 } }
        return current
    }

    mutating func accept(_ symbol: String) -> Bool {
        guard current.is(symbol) else { return false }
        take()
        return true
    }

    mutating func expect(_ symbol: String, _ what: String) throws(GrammarError) {
        guard accept(symbol) else { throw unexpected("\"\(symbol)\" \(what)") }
    }

    mutating func name(_ what: String) throws(GrammarError) -> Token {
        guard current.kind == .name else { throw unexpected(what) }
        return take()
    }

    func unexpected(_ expected: String) -> GrammarError {
        let found = current.kind == .end ? "the end of the design" : "\"\(current.text)\""
        return GrammarError(at: current, "expected \(expected), found \(found)")
    }

    func refused(_ token: Token, _ construct: String) -> GrammarError {
        GrammarError(at: token, "\(construct) is not drawn by poster's grammar figure")
    }

    func isDefined(_ name: String) -> Bool { scopes.contains { $0[name] != nil } }

    /// Whether `expression` has the same value wherever it is evaluated: no random numbers, no
    /// parameters, loop indices or values that vary.
    func isConstant(_ expression: Expression) -> Bool {
        switch expression {
        case .number: true
        case .variable(let name, _): scopes.last { $0[name] != nil }?[name] ?? false
        case .unary(_, let e), .parenthesised(let e): isConstant(e)
        case .binary(_, let l, let r): isConstant(l) && isConstant(r)
        case .call(let f, let arguments, _): !f.isRandom && arguments.allSatisfy(isConstant)
        case .list(let items): items.allSatisfy(isConstant)
        }
    }

    /// Reads files the design imports.
    var files: Design.Files = { name throws(ImportFailure) in throw ImportFailure.unreadable(name) }
    /// Whether this is an imported file, whose start shape is not the design's.
    var isImported = false
    /// The files being imported, outermost first, against an import of itself.
    var importing: [String] = []

    /// Reads every top-level statement into `design`.
    mutating func contents(of design: inout Design) throws(GrammarError) {
        while current.kind != .end {
            try topLevel(&design)
        }
    }

    /// `design` once read: it has a start shape and each shape has rules.
    func checked(_ design: Design) throws(GrammarError) -> Design {
        guard design.start != nil else {
            throw GrammarError(at: current, "the design names no start shape: add \"startshape NAME\"")
        }
        for shape in design.shapes.values where shape.rules.isEmpty && !shape.isPath {
            throw GrammarError(at: shape.token, "shape \(shape.name) has no rules")
        }
        if let start = design.start, design.shapes[start.shape] == nil, !Self.primitives.contains(start.shape) {
            throw GrammarError(at: start.token, "the start shape \(start.shape) is not defined")
        }
        return design
    }

    private mutating func topLevel(_ design: inout Design) throws(GrammarError) {
        let token = current
        switch token.kind == .name ? token.text : "" {
        case "startshape" where isImported:
            take()
            _ = try name("the start shape's name")
            if current.is("(") { _ = try callArguments() }
            if current.is("[") || current.is("{") { _ = try adjustment() }
        case "startshape":
            take()
            let shape = try name("the start shape's name")
            let arguments = current.is("(") ? try callArguments() : []
            let adjustment = current.is("[") || current.is("{") ? try self.adjustment() : nil
            let seed = Seed.start(shape.text, adjustment)
            design.start = Replacement(shape: shape.text, token: shape, arguments: arguments, adjustment: adjustment ?? .none, seed: seed)
        case "shape" where version == 3:
            take()
            try shapeDefinition(&design, isPath: false)
        case "path":
            take()
            try shapeDefinition(&design, isPath: true)
        case "rule":
            take()
            try rule(&design, token: token)
        case "background" where version == 2:
            take()
            design.background = try adjustment()
        case "tile" where version == 2:
            take()
            design.tile = try adjustment()
        case "include", "import":
            take()
            try importFile(token, into: &design)
        case let setting where setting.hasPrefix("CF::"):
            take()
            try expect("=", "after \(setting)")
            try configuration(setting, token: token, &design)
        default:
            if token.kind == .name, peek().is("=") {
                take()
                take()
                let value = try expression()
                scopes[0][token.text] = isConstant(value)
                design.globals.append((token.text, value, Seed.definition(token.text, constant: isConstant(value))))
            } else if token.kind == .name, peek().is("(") {
                throw refused(token, "the function definition \(token.text)(...)")
            } else {
                throw unexpected("startshape, shape, rule, path, a CF:: setting or a definition")
            }
        }
    }

    private mutating func configuration(_ setting: String, token: Token, _ design: inout Design) throws(GrammarError) {
        switch setting {
        case "CF::Background": design.background = try adjustment()
        case "CF::Tile": design.tile = try adjustment()
        case "CF::MinimumSize": design.minimumSize = try expression()
        case "CF::MaxShapes": design.maxShapes = try expression()
        case "CF::Impure", "CF::AllowOverlap", "CF::StartShape":
            throw refused(token, setting)
        default: throw refused(token, "the setting \(setting)")
        }
    }

    private mutating func shapeDefinition(_ design: inout Design, isPath: Bool) throws(GrammarError) {
        let nameToken = try name(isPath ? "the path's name" : "the shape's name")
        if Self.primitives.contains(nameToken.text) || Self.pathVerbs.contains(nameToken.text) {
            throw GrammarError(at: nameToken, "\(nameToken.text) is a primitive and cannot be redefined")
        }
        var parameters: [String] = []
        if accept("(") {
            while !accept(")") {
                let first = try name("a parameter")
                if ["adjustment", "shape", "vector", "vector2", "vector3"].contains(first.text) || first.text.hasPrefix("vector") {
                    throw refused(first, "a parameter of type \(first.text)")
                }
                let parameter = ["number", "natural"].contains(first.text) ? try name("the parameter's name") : first
                parameters.append(parameter.text)
                if !current.is(")") { try expect(",", "between parameters") }
            }
        }
        var shape = design.shapes[nameToken.text] ?? ShapeDefinition(name: nameToken.text, token: nameToken, parameters: parameters, rules: [], isPath: isPath)
        shape.parameters = parameters
        design.shapes[nameToken.text] = shape
        lastShape = nameToken.text
        if isPath || current.is("{") {
            let body = try block(parameters: parameters, inPath: isPath)
            design.shapes[nameToken.text]?.rules.append(Rule(weight: 1, percent: false, body: body, token: nameToken))
        }
        while current.isName("rule"), !peek().is("=") {
            let token = take()
            try rule(&design, token: token)
        }
    }

    /// The shape the last `shape` named: the one a CFDG 3 `rule` adds to.
    var lastShape: String?

    private mutating func rule(_ design: inout Design, token: Token) throws(GrammarError) {
        let shapeName: String
        if version == 2 {
            let nameToken = try name("the rule's shape name")
            shapeName = nameToken.text
            if design.shapes[shapeName] == nil {
                design.shapes[shapeName] = ShapeDefinition(name: shapeName, token: nameToken, parameters: [], rules: [], isPath: false)
            }
        } else {
            guard let last = lastShape else { throw GrammarError(at: token, "a rule must follow a shape") }
            shapeName = last
        }
        var weight = 1.0, percent = false
        if current.kind == .number {
            weight = Double(take().text) ?? 1
            percent = accept("%")
            if percent { weight /= 100 }
        }
        let parameters = design.shapes[shapeName]?.parameters ?? []
        let body = try block(parameters: parameters, inPath: false)
        design.shapes[shapeName]?.rules.append(Rule(weight: weight > 0 ? weight : 1, percent: percent, body: body, token: token))
    }
}

extension Parser {
    /// `import NAME.cfdg`: the file's shapes, paths and settings read into `design` where the import
    /// stands (its own start shape left out), the file in its own syntax.
    mutating func importFile(_ token: Token, into design: inout Design) throws(GrammarError) {
        guard current.kind == .name else { throw unexpected("the name of the file to import") }
        var name = take().text
        while !current.spaced, current.kind != .end, current.is(".") || current.kind == .name || current.kind == .number {
            name += take().text
        }
        guard !importing.contains(name) else { throw GrammarError(at: token, "\(name) imports itself") }
        let text: String
        do throws(ImportFailure) {
            text = try files(name)
        } catch {
            throw GrammarError(at: token, error.message)
        }
        do throws(GrammarError) {
            var parser = try Parser(text)
            parser.files = files
            parser.isImported = true
            parser.importing = importing + [name]
            parser.scopes = scopes
            try parser.contents(of: &design)
            scopes[0].merge(parser.scopes[0]) { _, new in new }
        } catch {
            throw GrammarError(at: token, "in \(name), \(error.line):\(error.column): \(error.message)")
        }
    }
}
