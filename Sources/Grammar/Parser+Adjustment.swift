extension Parser {
    /// An adjustment: in CFDG 3 `[ terms ]` (canonical order) or `[[ terms ]]` (as written); in CFDG 2
    /// `{ terms }` (canonical order) or `[ terms ]` (as written).
    mutating func adjustment() throws(GrammarError) -> Adjustment {
        let closing: String
        let canonical: Bool
        if version == 3, current.is("["), peek().is("[") {
            take()
            take()
            (closing, canonical) = ("]]", false)
        } else if accept("[") {
            (closing, canonical) = ("]", version == 3)
        } else if accept("{") {
            (closing, canonical) = ("}", true)
        } else {
            throw unexpected("an adjustment in [ ] or { }")
        }
        var terms: [AdjustmentTerm] = []
        while !acceptClosing(closing) {
            let token = current
            guard token.kind == .name, var kind = AdjustmentKind.named(token.text) else {
                if token.kind == .name, ["zsize", "time", "timescale", "blend", "sizexyz", "xyz"].contains(token.text) {
                    throw refused(token, "the adjustment \(token.text)")
                }
                throw unexpected("an adjustment (x y z s r f skew h sat b a, |h |sat |b |a) or \"\(closing)\"")
            }
            take()
            var arguments = [try argument()]
            while startsArgument { arguments.append(try argument()) }
            if accept("|") {
                guard let target = kind.towardTarget else { throw GrammarError(at: token, "\(token.text) has no target form") }
                kind = target
            }
            let width = arguments.reduce(0) { $0 + $1.width }
            guard kind.arities.contains(width) else {
                throw GrammarError(at: token, "\(token.text) takes \(kind.arities.map(String.init).joined(separator: " or ")) numbers, not \(width)")
            }
            terms.append(AdjustmentTerm(kind: kind, arguments: arguments, token: token))
        }
        return Adjustment(terms: terms, canonical: canonical) { isConstant($0) }
    }

    /// Takes `]]` (two `]`), `]` or `}`.
    private mutating func acceptClosing(_ closing: String) -> Bool {
        guard closing == "]]" else { return accept(closing) }
        guard current.is("]"), peek().is("]") else { return false }
        take()
        take()
        return true
    }

    /// Whether the next token begins another argument of the same term: a number, a parenthesis, a
    /// sign, a value's name or a function.
    private var startsArgument: Bool {
        switch current.kind {
        case .number: true
        case .name: AdjustmentKind.named(current.text) == nil && (isDefined(current.text) || peek().is("("))
        case .symbol: current.is("(") || current.is("-") || current.is("+")
        default: false
        }
    }

    /// One argument of an adjustment term, as Context Free reads it: a number, a value, a function's
    /// result or an expression in parentheses, with signs and random ranges (`1..2`, `0+/-1`); other
    /// operators only inside parentheses, so that `s 0.9 -1` is two numbers.
    private mutating func argument() throws(GrammarError) -> Expression {
        var value = try primaryWithSign()
        while current.is("..") || current.is("+/-") {
            let op = take()
            value = .call(op.text == ".." ? .randRange : .randPlusMinus, [value, try primaryWithSign()], op)
        }
        return value
    }

    private mutating func primaryWithSign() throws(GrammarError) -> Expression {
        if current.is("-") || current.is("+") {
            let sign = take()
            return .unary(sign.is("-") ? "N" : "P", try primaryWithSign())
        }
        return try primary()
    }
}
