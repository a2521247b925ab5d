extension Parser {
    /// An expression: `||`, `&&`, comparisons, `..` and `+/-`, sums, products, signs, powers.
    mutating func expression(stoppingAtTimes: Bool = false) throws(GrammarError) -> Expression {
        var left = try conjunction(stoppingAtTimes)
        while current.is("||") {
            take()
            left = .binary("|", left, try conjunction(stoppingAtTimes))
        }
        return left
    }

    private mutating func conjunction(_ stop: Bool) throws(GrammarError) -> Expression {
        var left = try comparison(stop)
        while current.is("&&") {
            take()
            left = .binary("&", left, try comparison(stop))
        }
        return left
    }

    private static let comparisons: [String: Character] = ["<": "<", ">": ">", "<=": "L", ">=": "G", "==": "=", "<>": "n", "!=": "n"]

    private mutating func comparison(_ stop: Bool) throws(GrammarError) -> Expression {
        var left = try range(stop)
        while current.kind == .symbol, let op = Self.comparisons[current.text] {
            take()
            left = .binary(op, left, try range(stop))
        }
        return left
    }

    private mutating func range(_ stop: Bool) throws(GrammarError) -> Expression {
        let left = try additive(stoppingAtTimes: stop)
        if current.is("..") || current.is("+/-") {
            let op = take()
            let right = try additive(stoppingAtTimes: stop)
            return .call(op.text == ".." ? .randRange : .randPlusMinus, [left, right], op)
        }
        return left
    }

    private mutating func additive(stoppingAtTimes: Bool) throws(GrammarError) -> Expression {
        var left = try multiplicative(stoppingAtTimes)
        while current.is("+") || current.is("-") || current.is("--") {
            let text = take().text
            let op: Character = text == "--" ? "_" : Character(text)
            left = .binary(op, left, try multiplicative(stoppingAtTimes))
        }
        return left
    }

    private mutating func multiplicative(_ stoppingAtTimes: Bool) throws(GrammarError) -> Expression {
        var left = try unary()
        while current.is("*") || current.is("/") {
            if stoppingAtTimes, current.is("*") { break }
            let op = Character(take().text)
            left = .binary(op, left, try unary())
        }
        return left
    }

    private mutating func unary() throws(GrammarError) -> Expression {
        if current.is("-") {
            take()
            return .unary("N", try unary())
        }
        if current.is("+") {
            take()
            return .unary("P", try unary())
        }
        if current.is("!") {
            take()
            return .unary("!", try unary())
        }
        let base = try primary()
        if current.is("^") {
            take()
            return .binary("^", base, try unary())
        }
        return base
    }

    mutating func primary() throws(GrammarError) -> Expression {
        let token = current
        switch token.kind {
        case .number:
            take()
            guard token.text != "∞" else { return .number(.infinity, text: "") }
            return .number(Double(token.text) ?? 0, text: token.text)
        case .name:
            take()
            if current.is("("), !current.spaced || !isDefined(token.text) {
                guard let function = ExpressionFunction.named(token.text) else {
                    throw refused(token, "the function \(token.text)()")
                }
                let arguments = try callArguments()
                guard function.arities.contains(arguments.count) else {
                    throw GrammarError(at: token, "\(token.text)() takes \(function.arities.lowerBound) to \(function.arities.upperBound) arguments")
                }
                return .call(function, arguments, token)
            }
            guard isDefined(token.text) else {
                if token.text.hasPrefix("CF::") { throw refused(token, "the flag \(token.text)") }
                throw GrammarError(at: token, "\(token.text) is not defined here")
            }
            return .variable(token.text, token)
        case .symbol where token.is("("):
            take()
            var items = [try expression()]
            while accept(",") { items.append(try expression()) }
            try expect(")", "to close the parenthesis")
            return .parenthesised(items.count == 1 ? items[0] : .list(items))
        default:
            throw unexpected("a number or an expression")
        }
    }
}
