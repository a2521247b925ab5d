extension Parser {
    /// `{ statements }` with `parameters` readable in it.
    mutating func block(parameters: [String], inPath: Bool) throws(GrammarError) -> [Statement] {
        scopes.append(Dictionary(parameters.map { ($0, false) }) { first, _ in first })
        defer { scopes.removeLast() }
        try expect("{", "to open the body")
        var body: [Statement] = []
        while !accept("}") {
            guard current.kind != .end else { throw unexpected("\"}\" to close the body") }
            body.append(try statement(inPath: inPath))
        }
        return body
    }

    /// A loop's or condition's body: a block, or one statement.
    private mutating func loopBody(inPath: Bool) throws(GrammarError) -> [Statement] {
        if current.is("{") { return try block(parameters: [], inPath: inPath) }
        scopes.append([:])
        defer { scopes.removeLast() }
        return [try statement(inPath: inPath)]
    }

    mutating func statement(inPath: Bool) throws(GrammarError) -> Statement {
        let token = current
        if token.kind == .name {
            switch token.text {
            case "loop" where version == 3: return try loop(inPath: inPath)
            case "if" where version == 3:
                take()
                try expect("(", "after if")
                let condition = try expression()
                try expect(")", "to close the condition")
                let then = try loopBody(inPath: inPath)
                var otherwise: [Statement] = []
                if current.isName("else") {
                    take()
                    otherwise = try loopBody(inPath: inPath)
                }
                return .conditional(condition, then: then, otherwise: otherwise)
            case "transform" where version == 3:
                take()
                let adjustment = try self.adjustment()
                return .transform(adjustment, try loopBody(inPath: inPath))
            case "clone", "switch", "finally", "else":
                throw refused(token, "\"\(token.text)\"")
            case "STROKE", "FILL": return try pathCommand()
            case let verb where Self.pathVerbs.contains(verb):
                guard inPath else { throw GrammarError(at: token, "\(verb) belongs in a path") }
                return try pathOperation()
            default:
                if peek().is("="), version == 3 {
                    take()
                    take()
                    let value = try expression()
                    scopes[scopes.count - 1][token.text] = isConstant(value)
                    return .definition(token.text, value, seed: Seed.definition(token.text, constant: isConstant(value)))
                }
                if !isDefined(token.text), !peek().is("*") { return try replacement() }
            }
        }
        return try simpleLoop(inPath: inPath)
    }

    /// `NAME(arguments) [adjustment]`, or `NAME(=) [adjustment]` with the parameters of the shape
    /// whose rule it is in.
    private mutating func replacement() throws(GrammarError) -> Statement {
        let shape = take()
        let reuses = current.is("(") && peek().is("=") && peek(2).is(")")
        if reuses { for _ in 0..<3 { take() } }
        let arguments = current.is("(") ? try callArguments() : []
        guard current.is("[") || current.is("{") else { throw unexpected("an adjustment in [ ] or { } after \(shape.text)") }
        let adjustment = try self.adjustment()
        let seed = Seed.replacement(shape.text, arguments, adjustment)
        return .replacement(
            Replacement(shape: shape.text, token: shape, arguments: arguments, reusesParameters: reuses, adjustment: adjustment, seed: seed))
    }

    /// `count * [adjustment] body` (CFDG 2 and 3).
    private mutating func simpleLoop(inPath: Bool) throws(GrammarError) -> Statement {
        let token = current
        let count = try expression(stoppingAtTimes: true)
        try expect("*", "after a loop count (or a shape's name)")
        let adjustment = try self.adjustment()
        let body = try loopBody(inPath: inPath)
        let seed = Seed.countedLoop(count, adjustment)
        return .loop(Loop(index: nil, bounds: [count], token: token, adjustment: adjustment, body: body, finally: [], seed: seed))
    }

    /// `loop [i =] bounds [adjustment] body [finally body]`.
    private mutating func loop(inPath: Bool) throws(GrammarError) -> Statement {
        let token = take()
        var index: String?
        if current.kind == .name, peek().is("=") {
            index = take().text
            take()
        }
        var bounds = [try expression()]
        while accept(",") { bounds.append(try expression()) }
        guard bounds.count <= 3 else { throw GrammarError(at: token, "a loop takes one to three bounds") }
        let adjustment = current.is("[") || current.is("{") ? try self.adjustment() : .none
        scopes.append(index.map { [$0: false] } ?? [:])
        defer { scopes.removeLast() }
        let body = try loopBody(inPath: inPath)
        var finally: [Statement] = []
        if current.isName("finally") {
            take()
            finally = try loopBody(inPath: inPath)
        }
        let seed = Seed.loop(index, bounds, adjustment)
        return .loop(Loop(index: index, bounds: bounds, token: token, adjustment: adjustment, body: body, finally: finally, seed: seed))
    }

    /// `( expression, ... )`.
    mutating func callArguments() throws(GrammarError) -> [Expression] {
        try expect("(", "to open the arguments")
        var arguments: [Expression] = []
        while !accept(")") {
            arguments.append(.parenthesised(try expression()))
            if !current.is(")") { try expect(",", "between arguments") }
        }
        return arguments
    }

    /// `( numbers, CF::Flag + CF::Flag )`: a path operation's or command's numbers, and its flags (`CF::ArcCW`,
    /// `CF::Continuous`, `CF::EvenOdd`...) by their lower-case names.
    private mutating func pathArguments() throws(GrammarError) -> ([Expression], Set<String>) {
        try expect("(", "to open the arguments")
        var arguments: [Expression] = []
        var flags: Set<String> = []
        while !accept(")") {
            if current.kind == .name, current.text.hasPrefix("CF::"), !isDefined(current.text) {
                flags.insert(String(take().text.dropFirst(4)).lowercased())
                if accept("+") || accept("|") { continue }
            } else {
                arguments.append(try expression())
            }
            if !current.is(")") { try expect(",", "between arguments") }
        }
        return (arguments, flags)
    }

    private mutating func pathOperation() throws(GrammarError) -> Statement {
        let token = take()
        let verb = PathOperation.Verb(rawValue: token.text)!
        var operation = PathOperation(verb: verb, token: token, arguments: [], named: [:], flags: [])
        if current.is("(") {
            (operation.arguments, operation.flags) = try pathArguments()
        } else if current.is("{") {
            take()
            while !accept("}") {
                let key = try name("a path operation's parameter (x, y, x1, y1, x2, y2, rx, ry, r)")
                if key.text == "p" || key.text == "param" {
                    operation.flags.insert(take().text)
                    continue
                }
                operation.named[key.text] = try expression()
            }
        }
        return .pathOperation(operation)
    }

    private mutating func pathCommand() throws(GrammarError) -> Statement {
        let token = take()
        var width: Expression?
        var evenOdd = false
        if current.is("(") {
            let (arguments, flags) = try pathArguments()
            width = token.text == "STROKE" ? arguments.first : nil
            evenOdd = flags.contains("evenodd")
        }
        var adjustment = Adjustment.none
        if current.is("[") || current.is("{") {
            let closing = current.is("[") ? "]" : "}"
            let saved = position
            take()
            if current.isName("width") || current.isName("p") || current.isName("param") {
                while !accept(closing) {
                    let key = take()
                    if key.text == "width" {
                        width = try expression()
                    } else {
                        evenOdd = evenOdd || current.text.contains("evenodd")
                        take()
                    }
                }
            } else {
                position = saved
                adjustment = try self.adjustment()
            }
        }
        let stroke = token.text == "STROKE" ? (width ?? .number(0.1, text: "0.1")) : nil
        return .pathCommand(PathCommand(stroke: stroke, token: token, adjustment: adjustment, evenOdd: evenOdd))
    }
}
